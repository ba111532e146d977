#!/usr/bin/env bash
# Installs the npm packages when node_modules is missing or older than the lock file.
set -euo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
# A change of Node major reinstalls too: native addons are built for the Node that installed them.
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ] \
  || [ "${CI:-}" = "true" -a ! -f node_modules/.ci-installed ] \
  || [ "$(cat node_modules/.node-major 2>/dev/null)" != "$node_major" ]; then
  echo "install: npm ci (node $(node --version))"
  npm ci --no-audit --no-fund
  touch node_modules/.ci-installed
  echo "$node_major" > node_modules/.node-major
fi
