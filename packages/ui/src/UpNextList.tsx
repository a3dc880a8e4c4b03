import { usePlayer, usePlayerState } from './context';

/** « À suivre » opened: the queue in order, each episode moved up or down or removed; « Vider la liste ». */
export function UpNextEditor({ id }: { id: string }) {
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
