import { useRef } from 'react';
import { Icon } from './Icon';
import { useFocusShortcut } from './shortcuts';

/**
 * The play/pause button of every player (the podcast bar, the live bar, the live player): one
 * piece, so they look and answer alike. Its icon follows `audible`, it says when the sound is
 * loading (`aria-busy`), and Alt+P focuses it (`rank`: the page's bar before an episode's, before
 * a live player's).
 */
export function PlayButton({
  audible,
  busy,
  label,
  rank,
  onClick,
}: {
  audible: boolean;
  busy: boolean;
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
      aria-busy={busy || undefined}
      data-action="play-pause"
    >
      <Icon name={audible ? 'pause' : 'play'} />
    </button>
  );
}
