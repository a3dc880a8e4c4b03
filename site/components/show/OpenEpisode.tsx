'use client';

import { useEffect } from 'react';
import { play } from '@/components/player/sdk';

/** `?episode=ID`: opens that episode in the player bar and brings its row into view. */
export function OpenEpisode({ episodeId }: { episodeId: string }) {
  useEffect(() => {
    document.getElementById(`episode-${episodeId}`)?.scrollIntoView({ block: 'center' });
    play({ episodeId }).catch(() => {
      // No SDK: the highlighted row's 'Écouter' button remains.
    });
  }, [episodeId]);
  return null;
}
