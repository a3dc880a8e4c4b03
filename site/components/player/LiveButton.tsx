'use client';

import { useState } from 'react';
import { Icon } from '@/components/layout/Icon';
import { useHydrated } from './hydrated';
import { soundIdOf, toggle, useNowPlaying } from './sdk';

/** 'Écouter le direct' / 'Le direct': plays the radio's live stream in the player bar, or pauses it when it plays. */
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
  const now = useNowPlaying();
  // Pressed while this radio's live is audible: the next press pauses it.
  const on = now.audible && now.id === soundIdOf({ radioCode });
  return (
    <button
      type="button"
      className={className}
      data-play-live={radioCode}
      disabled={!hydrated}
      // The first-sound loader enables the server's disabled control before React (lib/first-sound.ts).
      suppressHydrationWarning
      data-hydrated={hydrated ? '' : undefined}
      aria-pressed={on}
      onClick={() => {
        setFailed(false);
        toggle({ radioCode }).catch(() => setFailed(true));
      }}
    >
      <Icon name={on ? 'pause' : 'live'} />
      <span>{failed ? 'Lecteur indisponible' : label}</span>
    </button>
  );
}
