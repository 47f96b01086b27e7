// Debian's Chromium as the end-to-end tests (playwright.config.ts) and `npm run lighthouse` start it: headless,
// no sandbox (CI runs as root) and none of the background traffic this machine's network would refuse.
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
