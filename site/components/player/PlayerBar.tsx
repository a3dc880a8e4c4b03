'use client';

import { useEffect, useRef } from 'react';

/**
 * The player bar, mounted once in the root layout so playback survives client-side navigation.
 * Its height (0 while it draws nothing) is published as `--player-bar-height`, so the page's end
 * and the roll pop-in card stay above it: no reading of the player's state, only of its size.
 */
export function PlayerBar() {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = slot.current;
    if (!el) return;
    const root = document.documentElement;
    const publish = () =>
      root.style.setProperty('--player-bar-height', `${Math.ceil(el.getBoundingClientRect().height)}px`);
    publish();
    const watch = new ResizeObserver(publish);
    watch.observe(el);
    return () => {
      watch.disconnect();
      root.style.removeProperty('--player-bar-height');
    };
  }, []);
  return (
    <div ref={slot} className="player-bar-slot">
      <radio-player variant="bar" />
    </div>
  );
}
