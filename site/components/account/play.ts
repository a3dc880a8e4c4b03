'use client';

import { type listAround, whenSdk } from '@/components/player/sdk';

/** Plays an episode in the player bar, from `startAt` seconds when given (resume), with its list's order. */
export async function playEpisode(
  episodeId: number,
  startAt?: number,
  list: ReturnType<typeof listAround> = {},
): Promise<boolean> {
  const sdk = await whenSdk();
  return sdk.play({ episodeId, ...(startAt && startAt > 0 ? { startAt } : {}), ...list });
}
