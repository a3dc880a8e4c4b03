// The browser of the bench's browser measures: Debian's Chromium, or the one CHROMIUM_PATH or
// CHROME_PATH names.
export const CHROME = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

/** Chromium under Playwright for click-to-playing: headless, and sound may start without a gesture. */
export async function launchForPlayback() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath: CHROME,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
}
