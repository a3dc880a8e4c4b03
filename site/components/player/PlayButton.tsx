'use client';

import { useState } from 'react';
import { Icon } from '@/components/layout/Icon';
import { useHydrated } from './hydrated';
import { listAround, soundIdOf, toggle, useNowPlaying } from './sdk';

/**
 * 'Écouter': plays the episode in the player bar (through RadioSDK, like a partner page), or pauses
 * it when it plays; in a list, hands the player the list's order.
 */
export function PlayButton({
  episodeId,
  title,
  show,
  label = 'Écouter',
}: {
  episodeId: string;
  title: string;
  /** Show title, shown in « À suivre » when this episode is queued. */
  show?: string | null;
  label?: string;
}) {
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  const now = useNowPlaying();
  const on = now.audible && now.id === soundIdOf({ episodeId });
  return (
    <button
      type="button"
      className="btn btn-play"
      aria-label={`${label} : ${title}`}
      data-play-episode={episodeId}
      data-title={title}
      data-show={show ?? undefined}
      disabled={!hydrated}
      // The first-sound loader enables the server's disabled control before React (lib/first-sound.ts).
      suppressHydrationWarning
      data-hydrated={hydrated ? '' : undefined}
      aria-pressed={on}
      onClick={(e) => {
        setFailed(false);
        // In a list (show page, top podcasts), the episodes after this one follow it (« À suivre »).
        toggle({ episodeId, ...listAround(e.currentTarget) }).catch(() => setFailed(true));
      }}
    >
      <Icon name={on ? 'pause' : 'play'} />
      <span>{failed ? 'Lecteur indisponible' : label}</span>
    </button>
  );
}
