import type { PlayerSound } from '@radio/player';
import { useEffect, useState } from 'react';

export type TextKind = 'transcript' | 'chapters';

/** The panels' module (EpisodeTextPanel), fetched on first need: a chunk of its own. */
const loadText = () => import('./EpisodeTextPanel');
type TextModule = Awaited<ReturnType<typeof loadText>>;
let textModule: TextModule | null = null;

function useTextModule(wanted: boolean): TextModule | null {
  const [loaded, setLoaded] = useState(textModule);
  useEffect(() => {
    if (loaded || !wanted) return;
    let alive = true;
    loadText().then(
      (m) => {
        textModule = m;
        if (alive) setLoaded(m);
      },
      () => {
        // Not loaded (offline): the buttons stay, the next opening tries again.
      },
    );
    return () => {
      alive = false;
    };
  }, [loaded, wanted]);
  return loaded;
}

/** « Chapitres » and « Transcription », with the bar's options, for the episode that has them. */
export function TextButtons({
  sound,
  open,
  onToggle,
  panelId,
}: {
  sound: PlayerSound | null;
  open: TextKind | null;
  onToggle(kind: TextKind): void;
  panelId: string;
}) {
  const buttons: [TextKind, string | undefined, string][] = [
    ['chapters', sound?.chapters, 'Chapitres'],
    ['transcript', sound?.transcript, 'Transcription'],
  ];
  return (
    <>
      {buttons.map(([kind, path, label]) =>
        path ? (
          <button
            key={kind}
            type="button"
            className="text-button"
            part={`button ${kind}`}
            aria-expanded={open === kind}
            aria-controls={open === kind ? panelId : undefined}
            onClick={() => onToggle(kind)}
          >
            {label}
          </button>
        ) : null,
      )}
    </>
  );
}

/** The opened panel, once its module is there. */
export function TextPanel({ id, kind, sound }: { id: string; kind: TextKind; sound: PlayerSound }) {
  const m = useTextModule(true);
  const path = sound[kind];
  return m && path ? <m.TextPanel id={id} kind={kind} path={path} /> : null;
}

/** The chapters' marks on the progress bar, once the episode has been heard or a panel opened. */
export function ChapterMarks({
  sound,
  wanted,
  duration,
}: {
  sound: PlayerSound | null;
  wanted: boolean;
  duration: number;
}) {
  const m = useTextModule(wanted && !!sound?.chapters);
  return m && sound?.chapters ? <m.ChapterMarks path={sound.chapters} duration={duration} /> : null;
}
