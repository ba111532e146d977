#!/usr/bin/env bash
# Debian's Chromium for the browser tests (no browser downloads on this network).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if ! command -v chromium >/dev/null 2>&1; then
  echo "browser: installing Debian's chromium"
  if [ "$(id -u)" = "0" ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
