'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { useHydrated } from './hydrated';
import { play } from './sdk';

/** 'Écouter': plays the episode in the player bar (through RadioSDK, like a partner page). */
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
  return (
    <button
      type="button"
      className="btn btn-play"
      aria-label={`${label} : ${title}`}
      data-play-episode={episodeId}
      disabled={!hydrated}
      onClick={() => {
        setFailed(false);
        play({ episodeId }).catch(() => setFailed(true));
      }}
    >
      <Icon name="play" />
      <span>{failed ? 'Lecteur indisponible' : label}</span>
    </button>
  );
}
