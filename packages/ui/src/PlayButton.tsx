import type { PlayState } from '@radio/player';
import { useRef } from 'react';
import { Icon } from './Icon';
import { useFocusShortcut } from './shortcuts';

/**
 * The play/pause button of every player (the podcast bar, the live bar, the live player): one
 * piece, so they look and answer alike. It shows the engine's one reading of its sound (`state`,
 * `player.playState`, as the page's `data-play-*` buttons do): pause while it plays or connects,
 * a spinning ring and `aria-busy` while it connects or waits for data. Alt+P focuses it (`rank`:
 * the page's bar before an episode's, before a live player's).
 */
export function PlayButton({
  state,
  label,
  rank,
  onClick,
}: {
  state: PlayState;
  label: string;
  rank: number;
  onClick(): void;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useFocusShortcut(ref, rank);
  return (
    <button
      ref={ref}
      type="button"
      className="icon play"
      part="button play-button"
      onClick={onClick}
      aria-label={label}
      aria-busy={state === 'loading' || undefined}
      data-action="play-pause"
    >
      <Icon name={state === 'playing' || state === 'loading' ? 'pause' : 'play'} />
    </button>
  );
}
