import { useEffect, useState } from 'react';
import { usePlayerState } from './context';

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

/** The list's module (queue editing), fetched when the listener first opens it: a chunk of its own. */
const loadList = () => import('./UpNextList');
type ListModule = Awaited<ReturnType<typeof loadList>>;
let listModule: ListModule | null = null;

export function UpNextList({ id }: { id: string }) {
  const [loaded, setLoaded] = useState(listModule);
  useEffect(() => {
    if (loaded) return;
    let alive = true;
    void loadList().then((m) => {
      listModule = m;
      if (alive) setLoaded(m);
    });
    return () => {
      alive = false;
    };
  }, [loaded]);
  return loaded ? <loaded.UpNextEditor id={id} /> : null;
}
