#!/usr/bin/env bash
# Makes sure Debian's Chromium is there for the end-to-end tests (nothing downloads a browser build).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<MSG
The end-to-end tests need Chromium at $CHROMIUM and it is not there.
Install it as root:   sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at another Chromium or Chrome binary.
MSG
exit 1
