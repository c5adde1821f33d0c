/** Debian's Chromium, or the one CHROMIUM_PATH names (the same default as scripts/ensure-test-tools.sh). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags every headless run here starts Chromium with: no sandbox (CI runs as root), nothing fetched in the background. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
