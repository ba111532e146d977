#!/usr/bin/env bash
# Benchmarks (bench/run.ts) on the project's Node, with the packages, Chromium and services ready.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
bash scripts/install.sh
bash scripts/browser.sh
bash scripts/services.sh
exec npx tsx bench/run.ts "$@"
