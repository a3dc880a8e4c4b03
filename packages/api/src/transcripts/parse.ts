import type { Chapter, Chapters, Cue } from '@radio/core';
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { parseText, tokenizeVTTCue, type VTTCue, type VTTNode } from 'media-captions';
import { FeedError } from '../feeds/fetch.js';
import { plainText } from '../feeds/sanitize.js';

/** The transcript formats a feed may link (Podcasting 2.0 `podcast:transcript` types). */
export type TranscriptFormat = 'vtt' | 'srt' | 'json' | 'html' | 'text';

/** The import's order of preference: timed first (WebVTT, SRT, JSON), then text without timings. */
export const TRANSCRIPT_PREFERENCE: readonly TranscriptFormat[] = ['vtt', 'srt', 'json', 'html', 'text'];

/** The format of a `type` attribute (podcast-partytime has already folded SRT's aliases). */
export function formatOf(type: string): TranscriptFormat | null {
  const t = type.toLowerCase().split(';')[0]?.trim() ?? '';
  if (t === 'text/vtt') return 'vtt';
  if (t === 'application/srt' || t === 'application/x-subrip' || t === 'text/srt') return 'srt';
  if (t === 'application/json') return 'json';
  if (t === 'text/html') return 'html';
  if (t === 'text/plain') return 'text';
  return null;
}

/** The transcript the import reads among those an item links: the first format of TRANSCRIPT_PREFERENCE. */
export function preferredTranscript<T extends { type: string }>(links: readonly T[]): T | null {
  let best: T | null = null;
  let rank = TRANSCRIPT_PREFERENCE.length;
  for (const l of links) {
    const f = formatOf(l.type);
    const r = f ? TRANSCRIPT_PREFERENCE.indexOf(f) : -1;
    if (r >= 0 && r < rank) {
      best = l;
      rank = r;
    }
  }
  return best;
}

/** Bounds of what is kept: a three-hour programme captioned line by line stays well inside. */
export const MAX_CUES = 20_000;
/** A JSON transcript is often one segment a word: three hours of speech is ~30,000. */
const MAX_SEGMENTS = 200_000;
const MAX_CUE_CHARS = 1_000;
const MAX_SPEAKER_CHARS = 100;
export const MAX_CHAPTERS = 500;
const MAX_TITLE_CHARS = 200;

export interface ParsedTranscript {
  timed: boolean;
  cues: Cue[];
}

const refuse = (message: string) => new FeedError(`Transcription illisible : ${message}`);

/** One line of text: sanitize-html drops any markup left, caption line breaks become spaces. */
const clean = (s: string, max: number) => plainText(s, max).replace(/\s+/g, ' ').trim();

/** The voice of a WebVTT cue (`<v Marie>`), from media-captions' cue tokenizer. */
function voiceOf(nodes: readonly VTTNode[]): string | undefined {
  for (const n of nodes) {
    if (n.type === 'text') continue;
    if (n.type === 'v' && n.voice) return n.voice;
    const inner = voiceOf(n.children);
    if (inner) return inner;
  }
  return undefined;
}

// A cue's inner timestamps (`<00:00:01.000>`, karaoke) are not text; htmlparser2 would keep them.
const INNER_TIMESTAMPS = /<\d[\d:.]*>/g;

function fromCaptions(cues: readonly VTTCue[]): Cue[] {
  const out: Cue[] = [];
  for (const c of cues) {
    if (!Number.isFinite(c.startTime) || !Number.isFinite(c.endTime) || c.startTime < 0) continue;
    // The text through sanitize-html: tags dropped (a script or style with its content), entities decoded.
    const line = clean(c.text.replace(INNER_TIMESTAMPS, ''), MAX_CUE_CHARS);
    if (!line) continue;
    const voice = voiceOf(tokenizeVTTCue(c));
    const speaker = voice ? clean(voice, MAX_SPEAKER_CHARS) : '';
    out.push({
      start: c.startTime,
      end: Math.max(c.endTime, c.startTime),
      text: line,
      ...(speaker ? { speaker } : {}),
    });
  }
  return out;
}

/** Podcasting 2.0 JSON transcript: segments (often one word each) with optional speakers. */
const JsonTranscript = Type.Object({
  segments: Type.Array(
    Type.Object({
      startTime: Type.Number({ minimum: 0 }),
      endTime: Type.Number({ minimum: 0 }),
      body: Type.String(),
      speaker: Type.Optional(Type.String()),
    }),
  ),
});
type JsonSegment = Static<typeof JsonTranscript>['segments'][number];

/** A cue this long is closed at the next segment even mid-sentence (a word-level file has no lines). */
const JSON_CUE_MAX_S = 10;

/**
 * Word-level segments grouped into cues: a cue ends with a sentence, a change of speaker, a pause
 * of a second, or past JSON_CUE_MAX_S.
 */
function fromJsonSegments(segments: readonly JsonSegment[]): Cue[] {
  const out: Cue[] = [];
  let cur: Cue | null = null;
  const speakers = new Map<string, string>();
  for (const s of [...segments].sort((a, b) => a.startTime - b.startTime)) {
    // Grouped as written, sanitised once a cue (sanitize-html per word would cost seconds).
    const word = s.body.replace(/\s+/g, ' ').trim();
    if (!word) continue;
    const raw = s.speaker ?? '';
    if (!speakers.has(raw)) speakers.set(raw, raw ? clean(raw, MAX_SPEAKER_CHARS) : '');
    const speaker = speakers.get(raw) ?? '';
    const breaks =
      !cur ||
      (cur.speaker ?? '') !== speaker ||
      s.startTime - cur.end >= 1 ||
      s.startTime - cur.start >= JSON_CUE_MAX_S ||
      /[.!?…]$/.test(cur.text);
    if (breaks) {
      cur = { start: s.startTime, end: Math.max(s.endTime, s.startTime), text: word };
      if (speaker) cur.speaker = speaker;
      out.push(cur);
    } else if (cur) {
      cur.text = /^[,.;:!?)»]/.test(word) ? `${cur.text}${word}` : `${cur.text} ${word}`;
      cur.end = Math.max(cur.end, s.endTime);
    }
  }
  for (const c of out) c.text = clean(c.text, MAX_CUE_CHARS);
  return out.filter((c) => c.text);
}

/** Text without timings: its paragraphs (lines of sanitised HTML, blank-line blocks of plain text), each a cue at 0. */
function untimed(text: string, separator: RegExp): Cue[] {
  return text
    .split(separator)
    .map((p) =>
      p
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, MAX_CUE_CHARS * 4),
    )
    .filter(Boolean)
    .map((p) => ({ start: 0, end: 0, text: p }));
}

/**
 * Reads a transcript file in one of the formats a feed may link, into plain-text cues sorted by
 * time. WebVTT and SRT are parsed by media-captions (the cue tokenizer drops tags and decodes
 * entities); every text also goes through sanitize-html. Throws a FeedError (French) when nothing
 * can be read.
 */
export async function parseTranscript(body: string, format: TranscriptFormat): Promise<ParsedTranscript> {
  const text = body.replace(/^\uFEFF/, '');
  let cues: Cue[];
  let timed = true;
  if (format === 'vtt' || format === 'srt') {
    // Counted before parsing: media-captions takes ~0.25 ms a cue, a bloated file is refused at once.
    if ((text.match(/-->/g)?.length ?? 0) > MAX_CUES) throw refuse(`plus de ${MAX_CUES} répliques.`);
    const parsed = await parseText(text, { type: format, strict: false, errors: true });
    cues = fromCaptions(parsed.cues);
    if (!cues.length)
      throw refuse(
        parsed.errors[0]
          ? `${format === 'vtt' ? 'WebVTT' : 'SRT'} invalide (ligne ${parsed.errors[0].line} : ${parsed.errors[0].message}).`
          : `aucune réplique dans ce fichier ${format === 'vtt' ? 'WebVTT' : 'SRT'}.`,
      );
  } else if (format === 'json') {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw refuse("ce n'est pas du JSON.");
    }
    if (!Value.Check(JsonTranscript, json))
      throw refuse('JSON sans « segments » (startTime, endTime, body) du format Podcasting 2.0.');
    if (json.segments.length > MAX_SEGMENTS) throw refuse(`plus de ${MAX_SEGMENTS} segments.`);
    cues = fromJsonSegments(json.segments);
  } else {
    timed = false;
    cues =
      format === 'html' ? untimed(plainText(text, Number.POSITIVE_INFINITY), /\n/) : untimed(text, /\n\s*\n/);
  }
  if (!cues.length) throw refuse('aucun texte.');
  if (cues.length > MAX_CUES) throw refuse(`plus de ${MAX_CUES} répliques.`);
  if (timed) cues.sort((a, b) => a.start - b.start || a.end - b.end);
  return { timed, cues };
}

/** What a Podcasting 2.0 chapters file may hold; anything else in it is ignored. */
const JsonChapters = Type.Object({
  chapters: Type.Array(
    Type.Object({
      startTime: Type.Number({ minimum: 0 }),
      title: Type.Optional(Type.String()),
      img: Type.Optional(Type.String()),
      url: Type.Optional(Type.String()),
      toc: Type.Optional(Type.Boolean()),
    }),
  ),
});

/** Only web addresses leave a chapters file (as for a feed's links). */
const webUrl = (u: string | undefined) => {
  const v = u?.trim();
  return v && /^https?:\/\/[^\s"'<>]+$/i.test(v) && v.length <= 2000 ? v : undefined;
};

/**
 * A Podcasting 2.0 JSON chapters file, sorted by start, titles as plain text, only http(s) links
 * and images kept, the chapters a file hides from its table of contents (`toc: false`) left out.
 */
export function parseChapters(body: string): Chapters {
  let json: unknown;
  try {
    json = JSON.parse(body.replace(/^\uFEFF/, ''));
  } catch {
    throw new FeedError("Chapitres illisibles : ce n'est pas du JSON.");
  }
  if (!Value.Check(JsonChapters, json))
    throw new FeedError(
      'Chapitres illisibles : pas de liste « chapters » (startTime, title) du format Podcasting 2.0.',
    );
  const chapters: Chapter[] = json.chapters
    .filter((c) => c.toc !== false)
    .sort((a, b) => a.startTime - b.startTime)
    .slice(0, MAX_CHAPTERS)
    .map((c, i) => {
      const img = webUrl(c.img);
      const url = webUrl(c.url);
      return {
        startTime: c.startTime,
        title: clean(c.title ?? '', MAX_TITLE_CHARS) || `Chapitre ${i + 1}`,
        ...(img ? { img } : {}),
        ...(url ? { url } : {}),
      };
    });
  if (!chapters.length) throw new FeedError('Chapitres illisibles : aucun chapitre.');
  return { version: '1.2.0', chapters };
}
