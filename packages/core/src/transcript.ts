/**
 * Transcripts and chapters of an episode (WCAG 1.2.1: an audio-only content has a text
 * alternative): the shapes the API serves, written once as TypeBox schemas — the API documents and
 * serialises its answers with them, and the types below are theirs (`Static`) — and the pure rules
 * every reader shares: WebVTT out, paragraphs for a page, the cue being spoken at a second.
 */
import { type Static, Type } from '@sinclair/typebox';

// The player's panel needs only this rule: it lives apart, so that the panel's chunk carries no TypeBox.
export { cueIndexAt } from './cue-at';

/** One line of a transcript, in seconds from the start of the episode's audio. */
export const CueSchema = Type.Object(
  {
    start: Type.Number({ minimum: 0, description: 'Début, en secondes depuis le début du son' }),
    end: Type.Number({ minimum: 0, description: 'Fin, en secondes' }),
    text: Type.String({ description: 'Texte brut (aucune balise)' }),
    speaker: Type.Optional(Type.String({ description: 'Qui parle, quand le fichier le dit' })),
  },
  { additionalProperties: false },
);
export type Cue = Static<typeof CueSchema>;

/** `GET /content/api/episode/{id}/transcript`. */
export const TranscriptSchema = Type.Object(
  {
    episode_id: Type.Integer(),
    /** BCP 47, `fr` for our own. */
    language: Type.String(),
    /**
     * False for a text without timings (a feed's HTML or plain-text transcript): its cues are
     * paragraphs whose `start` and `end` are 0, and it has no WebVTT.
     */
    timed: Type.Boolean(),
    cues: Type.Array(CueSchema),
  },
  { description: "Transcription d'un épisode, par répliques minutées" },
);
export type Transcript = Static<typeof TranscriptSchema>;

/** One chapter, as Podcasting 2.0 JSON chapters write it. */
export const ChapterSchema = Type.Object(
  {
    startTime: Type.Number({ minimum: 0, description: 'Début, en secondes' }),
    title: Type.String(),
    img: Type.Optional(Type.String({ description: 'Image du chapitre (URL)' })),
    url: Type.Optional(Type.String({ description: 'Lien du chapitre (URL)' })),
  },
  { additionalProperties: false },
);
export type Chapter = Static<typeof ChapterSchema>;

/**
 * `GET /content/api/episode/{id}/chapters`: a Podcasting 2.0 JSON chapters document
 * (`application/json+chapters`, version 1.2.0), so that our RSS can point podcast apps at it.
 */
export const ChaptersSchema = Type.Object(
  {
    version: Type.Literal('1.2.0'),
    chapters: Type.Array(ChapterSchema),
  },
  { description: "Chapitres d'un épisode (Podcasting 2.0, JSON chapters 1.2.0)" },
);
export type Chapters = Static<typeof ChaptersSchema>;

/** What an episode's data says of its transcript: where to read it (paths on the content API). */
export const TranscriptRefSchema = Type.Object({
  /** JSON (`Transcript`). */
  url: Type.String(),
  /** WebVTT (`text/vtt`), null when the transcript has no timings. */
  vtt: Type.Union([Type.String(), Type.Null()]),
  language: Type.String(),
  timed: Type.Boolean(),
});
export type TranscriptRef = Static<typeof TranscriptRefSchema>;

export const ChaptersRefSchema = Type.Object({
  /** JSON chapters (`Chapters`). */
  url: Type.String(),
});
export type ChaptersRef = Static<typeof ChaptersRefSchema>;

/** The content API's paths of an episode's transcript and chapters (relative to the content API). */
export const transcriptPaths = (episodeId: number | string) => ({
  json: `/api/episode/${episodeId}/transcript`,
  vtt: `/api/episode/${episodeId}/transcript.vtt`,
  chapters: `/api/episode/${episodeId}/chapters`,
});

// ── WebVTT out ──

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `hh:mm:ss.mmm`, the WebVTT timestamp of `seconds`. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

// Cue text is plain text: the three characters WebVTT reads as markup are escaped, and a blank
// line (which would end the cue) is closed up.
const escapeVtt = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r\n?/g, '\n')
    .replace(/\n\s*\n+/g, '\n')
    .trim();

/** A WebVTT document of timed cues; a cue's speaker becomes a voice span (`<v Marie>`). */
export function toWebVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((c) => {
    const voice = c.speaker ? `<v ${escapeVtt(c.speaker).replace(/\n/g, ' ')}>` : '';
    return `${vttTimestamp(c.start)} --> ${vttTimestamp(Math.max(c.end, c.start))}\n${voice}${escapeVtt(c.text)}`;
  });
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

// ── Paragraphs for a page ──

/** A pause this long between two cues starts a new paragraph (a speaker drawing breath between ideas). */
export const PARAGRAPH_PAUSE_S = 1;
/** Past this length a paragraph ends at the next sentence's end… */
export const PARAGRAPH_SOFT_S = 30;
/** …and past this one at the next cue, sentence or not. */
export const PARAGRAPH_HARD_S = 90;

export interface Paragraph {
  /** Second of its first cue: the moment its link starts the episode at. */
  start: number;
  speaker?: string;
  /** The title of the chapter this paragraph opens, when one starts here. */
  chapter?: string;
  cues: Cue[];
}

const endsSentence = (text: string) => /[.!?…»"]\s*$/.test(text);

/**
 * Groups cues into paragraphs for reading: a new one when the speaker changes, a chapter starts, the
 * voice pauses (PARAGRAPH_PAUSE_S), or the paragraph has grown long (at a sentence's end past
 * PARAGRAPH_SOFT_S, at any cue past PARAGRAPH_HARD_S). An untimed transcript keeps its paragraphs.
 */
export function paragraphsOf(
  cues: readonly Cue[],
  chapters: readonly Chapter[] = [],
  timed = true,
): Paragraph[] {
  if (!timed) return cues.map((c) => ({ start: 0, ...(c.speaker ? { speaker: c.speaker } : {}), cues: [c] }));
  const starts = [...chapters].sort((a, b) => a.startTime - b.startTime);
  let nextChapter = 0;
  const out: Paragraph[] = [];
  let current: Paragraph | undefined;
  let previous: Cue | undefined;
  for (const cue of cues) {
    // Chapters that start before this cue's end open with it (the last of them names the paragraph).
    let chapter: string | undefined;
    while (nextChapter < starts.length && (starts[nextChapter] as Chapter).startTime < cue.end) {
      chapter = (starts[nextChapter] as Chapter).title;
      nextChapter++;
    }
    const long = current ? cue.start - current.start : 0;
    const split =
      !current ||
      !previous ||
      chapter !== undefined ||
      (cue.speaker ?? '') !== (previous.speaker ?? '') ||
      cue.start - previous.end >= PARAGRAPH_PAUSE_S ||
      (long >= PARAGRAPH_SOFT_S && endsSentence(previous.text)) ||
      long >= PARAGRAPH_HARD_S;
    if (split) {
      current = {
        start: cue.start,
        ...(cue.speaker ? { speaker: cue.speaker } : {}),
        ...(chapter !== undefined ? { chapter } : {}),
        cues: [],
      };
      out.push(current);
    }
    current?.cues.push(cue);
    previous = cue;
  }
  return out;
}
