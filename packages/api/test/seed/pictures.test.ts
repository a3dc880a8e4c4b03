import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, TOPICS } from '../../src/seed/data';
import { buildContent } from '../../src/seed/index';
import { fixturesDir, readManifest } from '../../src/seed/manifest';
import { pictureFor } from '../../src/seed/pictures';
import { titleCardSvg } from '../../src/seed/show-visuals';

const built = buildContent({
  origin: 'http://api.test',
  brand: 'RCF',
  prefix: 'RCF',
  now: new Date('2026-03-01'),
});
const nodes = built.nodes as {
  type: string;
  title: string;
  description: string;
  body: string;
  visual?: string;
}[];
const file = (n: { visual?: string }) => n.visual?.replace(/^.*\{style_name\}\//, '') ?? '';

describe('each article wears a picture of its subject', () => {
  it('the articles on Saint Augustine show a book, never bread', () => {
    const augustine = nodes.filter((n) => n.type === 'article' && /Augustin/.test(n.title));
    expect(augustine.length).toBeGreaterThan(0);
    for (const a of augustine) expect(file(a), a.title).toBe('article-livre.jpg');
  });

  it('bread goes only to sharing, meals and solidarity', () => {
    const bread = nodes.filter((n) => file(n) === 'article-pain-partage.jpg').map((n) => n.title);
    expect(bread.length).toBeGreaterThan(0);
    for (const t of bread)
      expect(t).toMatch(
        /solidai|partage|épicerie|agricult|circuits|commerce|microcrédit|surendettement|hospitalité|accueil|Eucharistie|fraternité|Bénédicité|Secours|Entraide|Caritas|Maisons|Fondation|Migrants|économie/i,
      );
  });

  it('every title card is among the fixtures, drawn from its title (UPDATE_VISUALS=1 writes them)', () => {
    expect(built.cards.size).toBeGreaterThan(10);
    // A larger scale draws topics the first one does not: every topic's card is there too.
    const drawings = readManifest().images.filter((i) => i.role === 'article');
    const cards = new Map(built.cards);
    for (const cat of CATEGORIES) {
      for (const topic of TOPICS[cat.slug]) {
        const p = pictureFor(topic, drawings);
        if (p.card) cards.set(p.file, { title: p.card, label: cat.name });
      }
    }
    for (const [card, { title, label }] of cards) {
      const path = join(fixturesDir(), 'images', card);
      const svg = titleCardSvg(title, label);
      if (process.env.UPDATE_VISUALS === '1') {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, svg);
      }
      expect(readFileSync(path, 'utf8'), card).toBe(svg);
    }
  });
});

describe('the demo texts read as French', () => {
  // The texts drawn from sentence templates; the saints' lives are written whole, where « de le »
  // is a pronoun before a verb (« avant de le devenir »), not a missing contraction.
  const texts = nodes.filter((n) => n.type !== 'saint').flatMap((n) => [n.title, n.description, n.body]);

  it('« de » and « à » are contracted before « le » and « les »', () => {
    expect(texts.filter((t) => /(^|\s)(de|à) les?\s/i.test(t))).toEqual([]);
  });

  it('no sentence twice in one text, and a summary is not repeated in its body', () => {
    for (const n of nodes.filter((x) => x.type === 'article' || x.type === 'episode')) {
      const sentences = n.body.split(/(?<=[.?!])\s+/).filter(Boolean);
      expect(new Set(sentences).size, n.body).toBe(sentences.length);
      expect(n.body.includes(n.description), n.title).toBe(false);
    }
  });

  it('articles are written in paragraphs', () => {
    const article = nodes.find((n) => n.type === 'article' && n.body.includes('\n\n'));
    expect(article).toBeDefined();
  });
});
