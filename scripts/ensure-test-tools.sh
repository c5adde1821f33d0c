#!/usr/bin/env bash
# Makes sure the tests' system tools are there: Debian's Chromium (browser tests; nothing
# downloads a browser build), poppler's pdftoppm (renders PDFs for the golden-image test), qpdf, a
# sans-serif font librsvg finds (the watermark burned into free prints is drawn with it), and
# Debian's tesseract (OCR of printed cards), Debian's nginx (the load balancer in front of several instances: server/test/scale-out.test.ts,
# npm run bench:scale; NGINX_PATH may name another binary).
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
NGINX="${NGINX_PATH:-/usr/sbin/nginx}"
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
# qpdf locks the synthetic card PDFs with their type's password (test/support/card-pdf.ts), as the agencies' files are.
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
# tesseract reads a masked Aadhaar's print back (e2e/card-pdfs.test.ts): no twelve-digit number may be legible on it.
command -v tesseract >/dev/null 2>&1 || missing+=(tesseract-ocr)
fc-list : family 2>/dev/null | grep -qiE 'liberation sans|dejavu sans|arial|helvetica' || missing+=(fonts-liberation)
[ -x "$NGINX" ] || missing+=(nginx)
# Cashfree's own SDK, for test/cashfree-sdk/cashfree-sdk-contract.test.ts (a side package with its own lock file).
bash "$(dirname "$0")/ensure-side-package.sh" test/cashfree-sdk
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages the tests need: ${missing[*]}…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
cat >&2 <<MSG
The tests need these Debian packages, which are missing: ${missing[*]}
Install them as root:   sudo apt-get update && sudo apt-get install -y ${missing[*]}
(CHROMIUM_PATH may point at another Chromium or Chrome binary, NGINX_PATH at another nginx.)
MSG
exit 1
