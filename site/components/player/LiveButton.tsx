'use client';

import { useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { useHydrated } from './hydrated';
import { play } from './sdk';

/** 'Écouter le direct' / 'Le direct': plays the radio's live stream in the player bar. */
export function LiveButton({
  radioCode,
  label = 'Le direct',
  className = 'btn btn-live',
}: {
  radioCode: string;
  label?: string;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={className}
      data-play-live={radioCode}
      disabled={!hydrated}
      onClick={() => {
        setFailed(false);
        play({ radioCode }).catch(() => setFailed(true));
      }}
    >
      <Icon name="live" />
      <span>{failed ? 'Lecteur indisponible' : label}</span>
    </button>
  );
}
