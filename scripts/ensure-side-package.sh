#!/usr/bin/env bash
# Installs a side package: a folder with its own package.json and package-lock.json for a tool that
# only one test or bench uses (Cashfree's SDK for its contract test, Lighthouse for bench:web),
# kept out of the root install (decision 0051). Installs with npm ci when the folder has no
# node_modules yet or its lock file is newer than the install; otherwise does nothing.
# Usage: bash scripts/ensure-side-package.sh FOLDER [FOLDER …]
set -euo pipefail
cd "$(dirname "$0")/.."
for folder in "$@"; do
  installed="$folder/node_modules/.package-lock.json"
  if [ -f "$installed" ] && [ ! "$folder/package-lock.json" -nt "$installed" ]; then continue; fi
  echo "Installing the side package $folder (npm ci --prefix $folder)…"
  npm ci --prefix "$folder" --no-audit --no-fund --loglevel=error
done
