/**
 * An episode found by what is said in it, not by its own text: the result quotes the sentence said
 * and links to its second (`?episode=ID&t=S`). Cues come from media_cues (search/transcripts.ts).
 */
import type { Db } from '../db/index.js';
import { type Pass, readRows } from './sql.js';
import { queryWords } from './terms.js';

/** A cue as read around the one that matched. */
export interface CueRow {
  n: number;
  start: number;
  text: string;
}

/** Where an episode's words were said: the excerpt and its second. */
export interface Moment {
  start: number;
  text: string;
}

/** A moment of a transcript that may be untimed (an imported HTML or text: every cue at 0). */
export type Said = Moment & { timed: boolean };

/** As long as the other results' excerpts (find.ts). */
export const EXCERPT_MAX = 240;
/** Cues read on each side of the match: enough to finish a sentence cut over several cues. */
const AROUND = 4;

const endsSentence = (text: string) => /[.!?…]["»”’)\s]*$/u.test(text.trim());
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** `text` cut to `max` characters at a word's end, « … » saying that it goes on. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).replace(/[\s,;:]+$/u, '')}…`;
}

/**
 * The sentence that holds cue `n`: a cue is often part of a sentence (captions cut at a line's
 * length), so the cues before it are taken back to the end of the previous sentence and the cues
 * after it up to the end of its own, within `max` characters; the second is that of the first cue
 * taken. A sentence too long to quote whole starts at the matching cue, « … » before it.
 */
export function sentenceAt(cues: readonly CueRow[], n: number, max = EXCERPT_MAX): Moment | null {
  const i = cues.findIndex((c) => c.n === n);
  const hit = cues[i];
  if (!hit) return null;
  let lo = i;
  while (lo > 0 && !endsSentence(cues[lo - 1]?.text ?? '.')) lo--;
  let hi = i;
  while (hi < cues.length - 1 && !endsSentence(cues[hi]?.text ?? '.')) hi++;
  const join = (from: number) =>
    squash(
      cues
        .slice(from, hi + 1)
        .map((c) => c.text)
        .join(' '),
    );
  const whole = join(lo);
  if (whole.length <= max) return { start: cues[lo]?.start ?? hit.start, text: whole };
  const midSentence = i > 0 && !endsSentence(cues[i - 1]?.text ?? '.');
  return { start: hit.start, text: cut(`${midSentence ? '… ' : ''}${join(i)}`, max) };
}

const TSQUERY: Record<Pass, { all: string; any: string }> = {
  typed: {
    all: "websearch_to_tsquery('french', radio_unaccent($1))",
    any: "websearch_to_tsquery('french', radio_unaccent($3))",
  },
  built: { all: '$1::tsquery', any: '$3::tsquery' },
};

/** Some of the words: the cue quoted holds them all when one does, else some of them. */
const anyOf = (pass: Pass, text: string) =>
  pass === 'typed' ? queryWords(text).join(' or ') : text.replace(/&/g, '|');

/**
 * The moments of the episodes `ids` whose own text (title, description, show, body) does not hold
 * the words but whose transcript does: the first cue holding every word, else the first holding
 * some, and the cues around it. One prepared statement, read by key (episode_docs, media_cues).
 */
export async function moments(
  db: Db,
  pass: Pass,
  text: string,
  ids: readonly number[],
): Promise<Map<number, Said>> {
  if (!ids.length) return new Map();
  const q = TSQUERY[pass];
  const rows = await readRows<{ id: number; n: number; timed: boolean; around: CueRow[] }>(
    db,
    `SELECT d.episode_id AS id, c.n, (SELECT m.timed FROM media_docs m WHERE m.hash = d.hash) AS timed,
            (SELECT json_agg(json_build_object('n', x.n, 'start', x.start, 'text', x.text) ORDER BY x.n)
               FROM media_cues x WHERE x.hash = d.hash AND x.n BETWEEN c.n - ${AROUND} AND c.n + ${AROUND}) AS around
       FROM (SELECT ${q.all} AS q, ${q.any} AS q_any) AS t,
            episode_docs d,
            LATERAL (SELECT c.n FROM media_cues c WHERE c.hash = d.hash AND c.search @@ t.q_any
                      ORDER BY c.search @@ t.q DESC, c.n LIMIT 1) AS c
      WHERE d.episode_id = ANY ($2::int[]) AND d.kind = 'transcript'
        AND NOT EXISTS (SELECT 1 FROM nodes n WHERE n.id = d.episode_id AND n.search @@ t.q)`,
    [text, ids, anyOf(pass, text)],
  );
  const out = new Map<number, Said>();
  for (const r of rows) {
    const m = sentenceAt(r.around, r.n);
    if (m) out.set(r.id, { ...m, timed: r.timed !== false });
  }
  return out;
}
