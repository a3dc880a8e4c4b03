import { Icon } from './Icon';

/**
 * « Toutes les commandes du lecteur »: on a phone the fixed bar (podcast or live) is one row
 * (artwork, titles, play) until the listener opens the rest (volume, speed, start-over…); the
 * stylesheet shows this button only there.
 */
export function ExpandButton({ expanded, onToggle }: { expanded: boolean; onToggle(): void }) {
  return (
    <button
      type="button"
      className="icon expand"
      part="button expand"
      aria-expanded={expanded}
      aria-label="Toutes les commandes du lecteur"
      onClick={onToggle}
    >
      <Icon name="expand" />
    </button>
  );
}
