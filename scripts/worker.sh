#!/usr/bin/env bash
# Runs a generation worker (ROLE=worker): takes generation jobs from the BullMQ queue in Redis.
# Needs the API's DATABASE_URL, REDIS_URL (and REDIS_KEY_PREFIX) and media store settings.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
bash scripts/install.sh
ROLE=worker exec npx tsx packages/server/src/main.ts
