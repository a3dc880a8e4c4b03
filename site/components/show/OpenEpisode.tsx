'use client';

import { useEffect } from 'react';
import { prepare } from '@/components/player/sdk';

/** Seconds of a share link's `t`, when it is a positive whole number. */
export function sharedSecond(search: string): number | undefined {
  const t = new URLSearchParams(search).get('t');
  return t && /^\d{1,6}$/.test(t) && Number(t) > 0 ? Number(t) : undefined;
}

/**
 * `?episode=ID&t=SS`: prepares that episode in the player bar (title, artwork, duration) and
 * brings its row into view. Nothing plays and no prompt opens until the listener presses play;
 * the episode then starts at SS, after any pre-roll.
 */
export function OpenEpisode({ episodeId }: { episodeId: string }) {
  useEffect(() => {
    document.getElementById(`episode-${episodeId}`)?.scrollIntoView({ block: 'center' });
    prepare(episodeId, sharedSecond(location.search)).catch(() => {
      // No SDK: the highlighted row's 'Écouter' button remains.
    });
  }, [episodeId]);
  return null;
}
