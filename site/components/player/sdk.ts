'use client';

/** Resolves with window.RadioSDK once the deferred script has run (or rejects after `timeoutMs`). */
export function whenSdk(timeoutMs = 10_000): Promise<RadioSdk> {
  return new Promise((resolve, reject) => {
    if (window.RadioSDK) return resolve(window.RadioSDK);
    const until = Date.now() + timeoutMs;
    const tick = () => {
      if (window.RadioSDK) resolve(window.RadioSDK);
      else if (Date.now() > until) reject(new Error('RadioSDK indisponible'));
      else setTimeout(tick, 50);
    };
    tick();
  });
}

/** Plays an episode or a live stream in the player bar. */
export async function play(req: { episodeId: string } | { radioCode: string }): Promise<void> {
  const sdk = await whenSdk();
  await sdk.play(req);
}
