#!/usr/bin/env bash
# Installs the npm packages when node_modules is missing or older than the lock file.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ] || [ "${CI:-}" = "true" -a ! -f node_modules/.ci-installed ]; then
  echo "install: npm ci"
  npm ci --no-audit --no-fund
  touch node_modules/.ci-installed
fi
