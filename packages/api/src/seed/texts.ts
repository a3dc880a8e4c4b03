/** Titles and texts of the demo content, drawn from the topic lists (always the same draws). */

import { type Draw, pick, type SeedContext } from './context.js';
import { type CategorySlug, TITLE_PATTERNS, TOPICS } from './data.js';
import { contract } from './french.js';
import { ARTICLE_LEADS, ARTICLE_SENTENCES } from './texts-data.js';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function fill(pattern: string, topic: string): string {
  return contract(pattern.replace('{T}', cap(topic)).replace('{t}', topic));
}

export function titleFor(r: Draw, cat: CategorySlug, topic: string): string {
  return fill(pick(r, TITLE_PATTERNS[cat]), topic);
}

/**
 * `n` different sentences about `topic` (never the same sentence twice in one text), in paragraphs
 * of at most `per` sentences separated by a blank line.
 */
export function paragraph(r: Draw, sentences: readonly string[], topic: string, n: number, per = n): string {
  const left = [...sentences];
  const out: string[] = [];
  for (let i = 0; i < n && left.length; i++) {
    const [sentence] = left.splice(Math.floor(r() * left.length), 1);
    out.push(`${i && i % per === 0 ? '\n\n' : i ? ' ' : ''}${fill(sentence as string, topic)}`);
  }
  return out.join('');
}

/**
 * A written piece (article or video) of a category: its topic, title, picture, summary and `n`
 * sentences of text, always drawn in the same order from `r`.
 */
export function writtenPiece(
  ctx: SeedContext,
  r: Draw,
  cat: { slug: CategorySlug; name: string },
  n: number,
) {
  const topic = pick(r, TOPICS[cat.slug]);
  const title = titleFor(r, cat.slug, topic);
  // The draw that once picked a random picture: what is drawn after it stays the same.
  r();
  const picture = ctx.picture(topic, cat.name);
  const description = fill(pick(r, ARTICLE_LEADS[cat.slug]), topic);
  const body = paragraph(r, ARTICLE_SENTENCES[cat.slug], topic, n, 3);
  return { title, description, body, visual: ctx.imageUrl(picture.file), visual_alt: picture.alt };
}
