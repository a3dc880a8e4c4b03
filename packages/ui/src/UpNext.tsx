import { usePlayer, usePlayerState } from './context';

/**
 * « À suivre »: the episodes that play after this one, in order. The listener opens the list,
 * moves an episode up or down, removes one or empties it; the engine keeps it across pages and
 * reloads and plays its head when the current episode (and its post-roll) ends. The button sits
 * with the bar's options, the list on a row of its own under the bar's controls.
 */
export function UpNextButton({
  open,
  onToggle,
  listId,
}: {
  open: boolean;
  onToggle(): void;
  listId: string;
}) {
  const count = usePlayerState((s) => s.queue.length);
  if (count === 0) return null;
  return (
    <button
      type="button"
      className="text-button"
      part="button up-next"
      aria-expanded={open}
      aria-controls={listId}
      onClick={onToggle}
    >
      À suivre ({count})
    </button>
  );
}

export function UpNextList({ id }: { id: string }) {
  const player = usePlayer();
  const queue = usePlayerState((s) => s.queue);
  if (queue.length === 0) return null;
  return (
    <section id={id} className="up-next" part="up-next" aria-label="À suivre">
      <ol>
        {queue.map((item, i) => (
          <li key={item.id}>
            <span className="up-next-title">
              {item.title}
              {item.show ? <span className="up-next-show"> · {item.show}</span> : null}
            </span>
            <span className="up-next-actions">
              <button
                type="button"
                className="text-button"
                onClick={() => player.moveInQueue(i, i - 1)}
                disabled={i === 0}
                aria-label={`Monter : ${item.title}`}
              >
                ↑
              </button>
              <button
                type="button"
                className="text-button"
                onClick={() => player.moveInQueue(i, i + 1)}
                disabled={i === queue.length - 1}
                aria-label={`Descendre : ${item.title}`}
              >
                ↓
              </button>
              <button
                type="button"
                className="text-button"
                onClick={() => player.removeFromQueue(item.id)}
                aria-label={`Retirer : ${item.title}`}
              >
                ✕
              </button>
            </span>
          </li>
        ))}
      </ol>
      <button type="button" className="text-button" onClick={() => player.clearQueue()}>
        Vider la liste
      </button>
    </section>
  );
}
