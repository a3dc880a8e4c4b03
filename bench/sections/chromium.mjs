// The browser of the bench's browser measures: Debian's Chromium, or the one CHROMIUM_PATH or
// CHROME_PATH names.
export const CHROME = process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Chromium under Playwright as every browser measure runs it: headless, no sandbox, no GPU, no
 * /dev/shm; `extraArgs` add what a measure needs (sound without a gesture, no background traffic).
 */
export async function launchChromium(extraArgs = [], executablePath = CHROME) {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', ...extraArgs],
  });
}

/** Sound may start without a gesture of the test's own (click-to-playing, first sound). */
export const AUTOPLAY = '--autoplay-policy=no-user-gesture-required';

/** Chromium for click-to-playing: sound may start without a gesture. */
export function launchForPlayback() {
  return launchChromium([AUTOPLAY]);
}
