import { usePlayer, usePlayerState } from './context';

/**
 * The line of a player that the listener must see, not only hear from a screen reader: a failure
 * of its sound (the engine's French message) with « Réessayer » while it is silent, or the bar's
 * notice (« Lien copié dans le presse-papiers », the link to copy by hand). Empty, it takes no room.
 */
export function StatusLine({
  id,
  notice = '',
  onRetry,
}: {
  id?: string | null;
  notice?: string;
  onRetry?(): void;
}) {
  const player = usePlayer();
  const error = usePlayerState((s) =>
    s.error?.soundId === id && s.error?.code !== 'limit-reached' ? s.error : null,
  );
  const failed = usePlayerState(() => player.playState(id) === 'error');
  return (
    <p className="status-line" part="status" role="status">
      {error ? error.message : notice}
      {failed ? (
        <button type="button" className="text-button" onClick={() => (onRetry ? onRetry() : player.toggle())}>
          Réessayer
        </button>
      ) : null}
    </p>
  );
}
