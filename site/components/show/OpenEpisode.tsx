'use client';

import { useEffect, useRef } from 'react';
import { prepare } from '@/components/player/sdk';
import { sharedSecond } from '@/lib/moment';
import { whenSdk } from '@/lib/sdk';

/**
 * A moment of the episode the bar already holds (a transcript's or a chapter's link followed on
 * its page): the player goes there, playing on if it plays. Any other: `prepare`.
 */
async function openMoment(episodeId: string, startAt: number | undefined): Promise<void> {
  const { player } = await whenSdk();
  const s = player.store.getState();
  if (startAt && s.sound?.id === episodeId && s.status !== 'idle') player.seek(startAt);
  else await prepare(episodeId, startAt);
}

/**
 * `?episode=ID&t=SS`: prepares that episode in the player bar (title, artwork, duration) and
 * brings its row into view. Nothing plays and no prompt opens until the listener presses play;
 * the episode then starts at SS, after any pre-roll. A new `t` on the same page (a transcript's
 * link) moves the episode there without scrolling away from what the listener reads.
 */
export function OpenEpisode({ episodeId, startAt }: { episodeId: string; startAt?: number | undefined }) {
  const scrolled = useRef<string | null>(null);
  useEffect(() => {
    if (scrolled.current !== episodeId) {
      scrolled.current = episodeId;
      document.getElementById(`episode-${episodeId}`)?.scrollIntoView({ block: 'center' });
    }
    openMoment(episodeId, startAt ?? sharedSecond(location.search)).catch(() => {
      // No SDK: the highlighted row's 'Écouter' button remains.
    });
  }, [episodeId, startAt]);
  return null;
}
