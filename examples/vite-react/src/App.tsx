import { useEffect, useRef, useState } from 'react';

/** A React page using the SDK's elements with typed JSX and typed events. */
export function App({ episode, radio }: { episode: string; radio: string }) {
  const player = useRef<HTMLElementTagNameMap['radio-player']>(null);
  const [log, setLog] = useState<string[]>([]);

  useEffect(() => {
    const el = player.current;
    if (!el) return;
    const note = (what: string) => () => setLog((l) => [...l.slice(-4), what]);
    const onPlay = note('lecture');
    const onPause = note('pause');
    const onLimit = note('limite atteinte');
    // An unknown id: typed detail (id, kind, code), the element shows its message too.
    const onError = (e: HTMLElementEventMap['radio-error']) =>
      setLog((l) => [...l.slice(-4), `erreur ${e.detail.code} : ${e.detail.id}`]);
    el.addEventListener('radio-play', onPlay);
    el.addEventListener('radio-pause', onPause);
    el.addEventListener('radio-limit-reached', onLimit);
    el.addEventListener('radio-error', onError);
    return () => {
      el.removeEventListener('radio-play', onPlay);
      el.removeEventListener('radio-pause', onPause);
      el.removeEventListener('radio-limit-reached', onLimit);
      el.removeEventListener('radio-error', onError);
    };
  }, []);

  return (
    <main>
      <h1>Radio dans une application React</h1>
      <h2>Le direct</h2>
      <radio-direct radio={radio} />
      <h2>Un épisode</h2>
      <radio-player ref={player} episode={episode} variant="inline" />
      <radio-listener-counter />
      <h2>Événements</h2>
      <ul aria-live="polite" className="log">
        {log.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
          <li key={i}>{line}</li>
        ))}
      </ul>
    </main>
  );
}
