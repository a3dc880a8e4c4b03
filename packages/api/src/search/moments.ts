/**
 * An episode found by what is said in it, not by its own text: the result quotes the sentence said
 * and links to its second (`?episode=ID&t=S`). Cues come from media_cues (search/transcripts.ts).
 */
import type { Pass } from './sql.js';
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

/** The words as a tsquery: every word (`text`), or some of them (`anyOf`, in the parameter `param`). */
const asQuery = (pass: Pass, param: string) =>
  pass === 'typed' ? `websearch_to_tsquery('french', radio_unaccent(${param}))` : `${param}::tsquery`;

/** Some of the words: the cue quoted holds them all when one does, else some of them. */
export const anyOf = (pass: Pass, text: string) =>
  pass === 'typed' ? queryWords(text).join(' or ') : text.replace(/&/g, '|');

/** The columns momentJoin adds to a result's row. */
export interface MomentColumns {
  moment_n: number | null;
  moment_timed: boolean | null;
  moment_around: CueRow[] | null;
}

/**
 * Where an episode's words were said, joined to each result row of `row` (an alias with id, type
 * and search): for an episode whose own text (title, description, show, body) does not hold the
 * words but whose transcript does, the first cue holding every word, else the first holding some,
 * and the cues around it (read by key: episode_docs, media_cues). In the statement that reads the
 * results, so that it costs no round trip of its own. `text` and `any` name the parameters holding
 * the words and `anyOf` of them.
 */
export function momentJoin(pass: Pass, row: string, text: string, any: string): string {
  // Aliases of their own (cue, doc, said): the row's alias (often `c` or `n`) stays visible inside.
  return `LEFT JOIN LATERAL (
       SELECT cue.n AS moment_n, (SELECT m.timed FROM media_docs m WHERE m.hash = doc.hash) AS moment_timed,
              (SELECT json_agg(json_build_object('n', x.n, 'start', x.start, 'text', x.text) ORDER BY x.n)
                 FROM media_cues x WHERE x.hash = doc.hash AND x.n BETWEEN cue.n - ${AROUND} AND cue.n + ${AROUND}) AS moment_around
         FROM (SELECT ${asQuery(pass, text)} AS q, ${asQuery(pass, any)} AS q_any) AS said,
              episode_docs doc,
              LATERAL (SELECT mc.n FROM media_cues mc WHERE mc.hash = doc.hash AND mc.search @@ said.q_any
                        ORDER BY mc.search @@ said.q DESC, mc.n LIMIT 1) AS cue
        WHERE ${row}.type = 'episode' AND doc.episode_id = ${row}.id AND doc.kind = 'transcript'
          AND NOT (${row}.search @@ said.q)) AS mo ON true`;
}

/** The moment a result row's momentJoin columns give; null when its words are in its own text. */
export function momentOf(r: MomentColumns): Said | null {
  if (r.moment_n === null || !r.moment_around) return null;
  const m = sentenceAt(r.moment_around, r.moment_n);
  return m ? { ...m, timed: r.moment_timed !== false } : null;
}
