import './episode-text.css';
import { type Chapters, formatClock, paragraphsOf, type Transcript } from '@radio/core';
import Link from '@/components/ui/SiteLink';

type Props = {
  episode: { id: number; title: string };
  /** The show's page: each moment is `{path}?episode=ID&t=S`. */
  path: string;
  transcript: Transcript | null;
  chapters: Chapters | null;
};

/** A moment of the episode, in whole seconds: the page's `t`, which the player starts the episode at. */
const second = (s: number) => Math.max(0, Math.floor(s));

/**
 * WCAG 1.2.1 (audio only: a text alternative): the episode's chapters and its transcript, in the
 * server's HTML — readable without JavaScript and indexed — the transcript folded behind « Lire la
 * transcription » (a native `<details>`). Each paragraph and chapter links to its moment
 * (`?episode=ID&t=S`): the player bar gets the episode ready there, and play starts it there.
 */
export function EpisodeText({ episode, path, transcript, chapters }: Props) {
  const list = chapters?.chapters ?? [];
  if (!transcript?.cues.length && !list.length) return null;
  const moment = (s: number) => `${path}?episode=${episode.id}&t=${second(s)}`;
  const paragraphs = transcript ? paragraphsOf(transcript.cues, list, transcript.timed) : [];
  return (
    <section aria-labelledby="episode-text-title" className="section episode-text">
      <div className="section-head">
        <h2 id="episode-text-title">Texte de l’épisode</h2>
        <p className="card-meta">{episode.title}</p>
      </div>
      {list.length ? (
        <nav aria-labelledby="episode-chapters-title" className="episode-chapters">
          <h3 id="episode-chapters-title">Chapitres</h3>
          <ol>
            {list.map((c) => (
              <li key={`${c.startTime}-${c.title}`}>
                <Link href={moment(c.startTime)} scroll={false}>
                  <span className="moment">{formatClock(c.startTime)}</span> {c.title}
                </Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {paragraphs.length ? (
        <details className="transcript" lang={transcript?.language || 'fr'}>
          <summary>Lire la transcription</summary>
          {transcript?.timed ? (
            <p className="transcript-hint">
              Choisissez une heure pour écouter l’épisode à partir de ce passage.
            </p>
          ) : null}
          {paragraphs.map((p) => (
            <div key={`${p.start}-${p.cues[0]?.text}`} className="transcript-paragraph">
              {p.chapter ? <h3>{p.chapter}</h3> : null}
              <p>
                {transcript?.timed ? (
                  <Link
                    href={moment(p.start)}
                    scroll={false}
                    className="moment"
                    aria-label={`Écouter à partir de ${formatClock(p.start)}`}
                  >
                    {formatClock(p.start)}
                  </Link>
                ) : null}
                {p.speaker ? <strong className="speaker">{p.speaker} : </strong> : null}
                {p.cues.map((c) => c.text).join(' ')}
              </p>
            </div>
          ))}
        </details>
      ) : null}
    </section>
  );
}
