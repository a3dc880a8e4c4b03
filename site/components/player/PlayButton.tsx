'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { useHydrated } from './hydrated';
import { soundIdOf, toggle, useNowPlaying } from './sdk';

/** 'Écouter': plays the episode in the player bar (through RadioSDK, like a partner page), or pauses it when it plays. */
export function PlayButton({
  episodeId,
  title,
  label = 'Écouter',
}: {
  episodeId: string;
  title: string;
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
      disabled={!hydrated}
      aria-pressed={on}
      onClick={() => {
        setFailed(false);
        toggle({ episodeId }).catch(() => setFailed(true));
      }}
    >
      <Icon name={on ? 'pause' : 'play'} />
      <span>{failed ? 'Lecteur indisponible' : label}</span>
    </button>
  );
}
