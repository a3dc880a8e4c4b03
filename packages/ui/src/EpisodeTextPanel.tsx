import { type Chapter, type Chapters, formatClock, type Http, type Transcript } from '@radio/core';
// Not the package's index: its chunk must not carry the TypeBox schemas (transcript.ts).
import { cueIndexAt } from '@radio/core/cue-at';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePlayer, usePlayerState } from './context';

/**
 * « Transcription » and « Chapitres » opened (WCAG 1.2.1: the words of what one hears), and the
 * chapters' marks on the progress bar: a chunk of its own, fetched when the listener first asks,
 * never on the way to the first sound. Its look is a constructable sheet adopted by the root it is
 * drawn in (allowed under a strict CSP, as the bar's own).
 */
const CSS = `.text-panel{grid-column:1/-1;min-width:0;position:relative;max-height:min(32vh,320px);overflow:auto;
border-top:1px solid var(--_track);padding:4px 0;overscroll-behavior:contain}
.text-panel ol{list-style:none;margin:0;padding:0;display:grid;gap:2px}
.text-panel li button{display:flex;gap:10px;width:100%;text-align:start;font:inherit;color:inherit;background:none;
border:0;border-radius:8px;padding:6px 8px;cursor:pointer;min-height:44px;align-items:baseline}
.text-panel li button:hover{background:color-mix(in srgb,var(--_fg) 6%,transparent)}
.text-panel li button[aria-current]{background:color-mix(in srgb,var(--_accent) 14%,var(--_bg));font-weight:600}
.text-panel .moment{color:var(--_muted);font-variant-numeric:tabular-nums;flex:none;min-width:3em}
.text-panel p{margin:6px 8px}
.track{position:relative;display:grid}
.marks{position:absolute;inset:0;pointer-events:none}
.marks i{position:absolute;top:50%;width:2px;height:12px;margin:-6px 0 0 -1px;background:var(--_fg);opacity:.55}`;
let sheet: CSSStyleSheet | null = null;

/** Adopts the panel's sheet in the root the element is drawn in (a shadow root, or the document). */
function useSheet<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const root = ref.current?.getRootNode() as (Document | ShadowRoot) | undefined;
    if (!root || !('adoptedStyleSheets' in root) || typeof CSSStyleSheet === 'undefined') return;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(CSS);
    }
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, []);
  return ref;
}

// Each document read once per page (the panel closed and opened again reads nothing); a failure is
// not kept, the next opening tries again.
const docs = new Map<string, Promise<unknown>>();
function read<T>(http: Http, path: string): Promise<T> {
  let p = docs.get(path);
  if (!p) {
    p = http.call<T>('getEpisodeText', { path });
    docs.set(path, p);
    p.catch(() => docs.delete(path));
  }
  return p as Promise<T>;
}

type Loaded<T> = { doc: T | null; failed: boolean; retry(): void };

function useDoc<T>(path: string): Loaded<T> {
  const { api } = usePlayer();
  const [doc, setDoc] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const load = useCallback(() => {
    let alive = true;
    setDoc(null);
    setFailed(false);
    read<T>(api.http, path).then(
      (d) => alive && setDoc(d),
      () => alive && setFailed(true),
    );
    return () => {
      alive = false;
    };
  }, [api, path]);
  useEffect(load, [load]);
  return { doc, failed, retry: () => void load() };
}

/**
 * Moments the listener seeks to: one button each (a click, Enter or Space seeks there), the one
 * being heard marked `aria-current` and kept in view inside the panel (the page itself does not
 * scroll).
 */
function Moments({ label, items }: { label: string; items: { start: number; text: string }[] }) {
  const player = usePlayer();
  const current = usePlayerState((s) => cueIndexAt(items, s.position));
  const box = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = box.current;
    const item = list?.children[current] as HTMLElement | undefined;
    const panel = list?.parentElement;
    if (!item || !panel) return;
    const top = item.offsetTop - panel.clientHeight / 3;
    if (
      item.offsetTop < panel.scrollTop ||
      item.offsetTop + item.offsetHeight > panel.scrollTop + panel.clientHeight
    )
      panel.scrollTo({ top, behavior: 'smooth' });
  }, [current]);
  return (
    <ol ref={box} aria-label={label}>
      {items.map((m, i) => (
        <li key={`${m.start}-${m.text}`}>
          <button
            type="button"
            aria-current={i === current ? 'true' : undefined}
            onClick={() => player.seek(m.start)}
          >
            <span className="moment">{formatClock(m.start)}</span>
            <span>{m.text}</span>
          </button>
        </li>
      ))}
    </ol>
  );
}

function Failed({ what, retry }: { what: string; retry(): void }) {
  return (
    <p role="alert">
      {what} n’a pas pu être chargée.{' '}
      <button type="button" className="text-button" onClick={retry}>
        Réessayer
      </button>
    </p>
  );
}

function TranscriptBody({ path }: { path: string }) {
  const { doc, failed, retry } = useDoc<Transcript>(path);
  if (failed) return <Failed what="La transcription" retry={retry} />;
  if (!doc) return <p>Chargement de la transcription…</p>;
  if (!doc.timed)
    return (
      <div lang={doc.language}>
        {doc.cues.map((c) => (
          <p key={c.text}>{c.text}</p>
        ))}
      </div>
    );
  return (
    <div lang={doc.language}>
      <Moments label="Phrases de l’épisode" items={doc.cues} />
    </div>
  );
}

const chapterItems = (list: Chapter[]) => list.map((c) => ({ start: c.startTime, text: c.title }));

function ChaptersBody({ path }: { path: string }) {
  const { doc, failed, retry } = useDoc<Chapters>(path);
  if (failed) return <Failed what="La liste des chapitres" retry={retry} />;
  if (!doc) return <p>Chargement des chapitres…</p>;
  return <Moments label="Chapitres de l’épisode" items={chapterItems(doc.chapters)} />;
}

/** The panel under the bar's controls: the transcript following playback, or the chapters. */
export function TextPanel({ id, kind, path }: { id: string; kind: 'transcript' | 'chapters'; path: string }) {
  const ref = useSheet<HTMLElement>();
  return (
    <section
      ref={ref}
      id={id}
      className="text-panel"
      part="text-panel"
      aria-label={kind === 'transcript' ? 'Transcription' : 'Chapitres'}
    >
      {kind === 'transcript' ? <TranscriptBody path={path} /> : <ChaptersBody path={path} />}
    </section>
  );
}

/** The chapters' starts as marks on the progress bar (what the slider's spoken value does not say, the list does). */
export function ChapterMarks({ path, duration }: { path: string; duration: number }) {
  const ref = useSheet<HTMLSpanElement>();
  const { doc } = useDoc<Chapters>(path);
  return (
    <span ref={ref} className="marks" aria-hidden="true">
      {duration > 0
        ? doc?.chapters
            .filter((c) => c.startTime > 0 && c.startTime < duration)
            .map((c) => <i key={c.startTime} style={{ left: `${(c.startTime / duration) * 100}%` }} />)
        : null}
    </span>
  );
}
