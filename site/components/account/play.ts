'use client';

import { whenSdk } from '@/components/player/sdk';

/** Plays an episode in the player bar, from `startAt` seconds when given (resume). */
export async function playEpisode(episodeId: number, startAt?: number): Promise<boolean> {
  const sdk = await whenSdk();
  return sdk.play(startAt && startAt > 0 ? { episodeId, startAt } : { episodeId });
}
