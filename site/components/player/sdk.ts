'use client';

import { whenSdk } from '@/lib/sdk';

export { whenSdk };

/** Plays an episode or a live stream in the player bar. */
export async function play(req: { episodeId: string } | { radioCode: string }): Promise<void> {
  const sdk = await whenSdk();
  await sdk.play(req);
}
