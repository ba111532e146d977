#!/usr/bin/env bash
# Runs Lumen Studio on the embedded defaults (SQLite, in-memory cache, demo payments,
# demo model) from a fresh clone: installs, builds the web app, starts the server.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
export TURBO_TELEMETRY_DISABLED=1
bash scripts/install.sh
npx turbo run build --output-logs=errors-only
exec npx tsx packages/server/src/main.ts
