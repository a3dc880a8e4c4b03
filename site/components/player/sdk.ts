'use client';

import { readySdk, whenSdk } from '@/lib/sdk';

/**
 * The site's two uses of the player beyond its buttons, through RadioSDK's public calls only (as a
 * partner page would).
 */

/**
 * `?episode=ID&t=SS`: the episode in the bar (title, artwork, duration), ready at SS, not playing;
 * the SDK never puts it over a sound the listener hears.
 */
export async function prepare(episodeId: string, startAt?: number): Promise<void> {
  const sdk = await whenSdk();
  await sdk.play({ episodeId, autoplay: false, ...(startAt ? { startAt } : {}) });
}

/**
 * The listener chose another radio: a live stream loaded in the bar moves to the new radio's
 * stream and now-playing, playing if it was playing (paused if it was paused), without a reload.
 */
export async function followRadio(radioCode: string): Promise<void> {
  // No SDK yet: nothing plays, nothing to follow.
  const sdk = readySdk();
  if (!sdk) return;
  const { sound, status } = sdk.player.store.getState();
  if (!sound?.live || status === 'idle' || sound.id === `livestream-${radioCode}`) return;
  await sdk.play({ radioCode, autoplay: status !== 'paused' && status !== 'embed' });
}
