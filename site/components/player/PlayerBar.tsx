'use client';

import { useEffect, useRef } from 'react';
import { useNowPlaying } from './sdk';

/**
 * The player bar, mounted once in the root layout so playback survives client-side navigation.
 * While a sound is loaded, its height is published as `--player-bar-height` so the page's end
 * and the roll pop-in card stay above it.
 */
export function PlayerBar() {
  const slot = useRef<HTMLDivElement>(null);
  const active = useNowPlaying().id !== null;
  useEffect(() => {
    const el = slot.current;
    const root = document.documentElement;
    if (!el || !active) {
      root.style.removeProperty('--player-bar-height');
      return;
    }
    const publish = () => root.style.setProperty('--player-bar-height', `${Math.ceil(el.offsetHeight)}px`);
    publish();
    const watch = new ResizeObserver(publish);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.style.removeProperty('--player-bar-height');
    };
  }, [active]);
  return (
    <div ref={slot} className="player-bar-slot" data-active={active || undefined}>
      <radio-player variant="bar" />
    </div>
  );
}
