'use client';

import { useState } from 'react';
import { useHydrated } from './hydrated';
import { type PlayRequest, soundIdOf, toggle, useNowPlaying } from './sdk';

/**
 * What the live and episode play controls share: pressed while their sound is audible (the next
 * press pauses it), disabled until hydrated (the first-sound loader enables the server's disabled
 * control before React, lib/first-sound.ts, hence no hydration warning), and « Lecteur
 * indisponible » after a press the player refused. `press` starts or pauses `req`.
 */
export function usePlayToggle(sound: PlayRequest) {
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();
  const now = useNowPlaying();
  const on = now.audible && now.id === soundIdOf(sound);
  const press = (req: PlayRequest) => {
    setFailed(false);
    toggle(req).catch(() => setFailed(true));
  };
  const control = {
    disabled: !hydrated,
    suppressHydrationWarning: true,
    'data-hydrated': hydrated ? '' : undefined,
    'aria-pressed': on,
  };
  return { on, failed, press, control };
}
