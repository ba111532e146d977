#!/usr/bin/env bash
# Every test, from a fresh clone: installs what it needs, then lint, architecture,
# types and the whole Vitest run (unit, integration on MariaDB/Redis, browser).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1 NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=4096"

bash scripts/install.sh
bash scripts/browser.sh
bash scripts/services.sh

echo "== lint (biome)"
npx biome check .
echo "== architecture (dependency-cruiser)"
npx depcruise packages --config .dependency-cruiser.cjs
echo "== types"
npx turbo run typecheck typecheck:root --output-logs=errors-only
echo "== tests (vitest: unit, integration on MariaDB/Redis, browser components)"
status=0
rm -f .vitest-results.json .e2e-results.json
npx vitest run --reporter=default --reporter=json --outputFile.json=.vitest-results.json || status=$?
echo "== end-to-end journeys (Playwright, real server on the embedded defaults, Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/.e2e-results.json" npm run e2e -w @lumen/web -- --reporter=list,json || status=$?
node scripts/test-summary.mjs .vitest-results.json .e2e-results.json || status=$?
exit $status
