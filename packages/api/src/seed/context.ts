/**
 * What every part of the demo content is built with: the deterministic draws, the media URLs, the
 * dates (two years back from one morning), and the list of nodes each part appends to.
 */
import type { Row } from '../db/index.js';
import { FIRST_NAMES, LAST_NAMES, TAGS } from './data.js';
import { type AudioFixture, type ImageFixture, type Manifest, readManifest } from './manifest.js';
import { type Picture, pictureFor } from './pictures.js';

export interface SeedOptions {
  origin: string;
  brand: string;
  prefix: string;
  /** Multiplies episodes and articles (1 → 675 episodes; 150 → 101,250). */
  scale?: number;
  manifest?: Manifest;
  /** Publication dates run back two years from this day. */
  now?: Date;
  onProgress?: (done: number, total: number, step: string) => void;
}

export const EPISODES_PER_SHOW = 15;
export const ARTICLES_PER_CATEGORY = 24;
export const NATIONAL_TID = 9;

/** First ids of each content type: stable, so that tests and links can rely on them. */
export const IDS = {
  show: 1001,
  episode: 100001,
  article: 20001,
  video: 30001,
  folder: 40001,
  partner: 41001,
  event: 42001,
  prayer: 43001,
  playlist: 44001,
  page: 45001,
  radio: 10,
  category: 100,
  tag: 200,
} as const;

export type Draw = () => number;

/** Deterministic PRNG (mulberry32): the same id always yields the same content. */
export function rng(seed: number): Draw {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const pick = <T>(r: Draw, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

export { slugify } from './slug.js';

export interface SeedContext {
  scale: number;
  origin: string;
  brand: string;
  prefix: string;
  audioUrl: (file: string) => string;
  imageUrl: (file: string) => string;
  episodesAudio: AudioFixture[];
  rollAudio: AudioFixture[];
  /** The bundled pictures of a role (all of them when the role has none). */
  images: (role: string) => ImageFixture[];
  daysAgo: (days: number, minutes?: number) => Date;
  person: (r: Draw) => string;
  /** Every radio's tid once the radios are built; the regional ones. */
  regionalTids: number[];
  tagTid: (name: string) => number;
  someTags: (r: Draw) => number[];
  someRadios: (r: Draw) => number[];
  /**
   * The picture of content titled `subject` (a fitting drawing or its title card, `label` being
   * the card's kind); every card used is recorded in `cards`.
   */
  picture: (subject: string, label: string, more?: string) => Picture;
  cards: Map<string, { title: string; label: string }>;
  nodes: Row[];
  /** Appends a node with the defaults of the columns most nodes leave empty. */
  node: (n: Row) => void;
}

export function seedContext(opts: SeedOptions): SeedContext {
  const manifest = opts.manifest ?? readManifest();
  const origin = opts.origin.replace(/\/$/, '');
  const today = new Date(opts.now ?? new Date());
  today.setUTCHours(6, 0, 0, 0);
  const nodes: Row[] = [];
  const cards = new Map<string, { title: string; label: string }>();
  const drawings = manifest.images.filter((i) => i.role === 'article');
  const ctx: SeedContext = {
    scale: Math.max(1, Math.floor(opts.scale ?? 1)),
    origin,
    brand: opts.brand,
    prefix: opts.prefix,
    audioUrl: (file) => `${origin}/media/audio/${file}`,
    imageUrl: (file) => `${origin}/media/images/{style_name}/${file}`,
    episodesAudio: manifest.audio.filter((a) => a.role === 'episode'),
    rollAudio: manifest.audio.filter((a) => a.role === 'roll'),
    images: (role) => {
      const list = manifest.images.filter((i) => i.role === role);
      return list.length ? list : manifest.images;
    },
    daysAgo: (days, minutes = 0) => new Date(today.getTime() - days * 86_400_000 + minutes * 60_000),
    person: (r) => `${pick(r, FIRST_NAMES)} ${pick(r, LAST_NAMES)}`,
    regionalTids: [],
    tagTid: (name) => IDS.tag + TAGS.indexOf(name as (typeof TAGS)[number]),
    someTags: (r) => {
      const a = IDS.tag + Math.floor(r() * TAGS.length);
      const b = IDS.tag + Math.floor(r() * TAGS.length);
      return a === b ? [a] : [a, b];
    },
    someRadios: (r) => {
      const one = ctx.regionalTids[Math.floor(r() * ctx.regionalTids.length)] as number;
      return r() < 0.5 ? [NATIONAL_TID] : [NATIONAL_TID, one];
    },
    picture: (subject, label, more) => {
      const p = pictureFor(subject, drawings, more);
      if (p.card && !cards.has(p.file)) cards.set(p.file, { title: p.card, label });
      return p;
    },
    cards,
    nodes,
    node: (n) =>
      nodes.push({ body: '', visual_alt: null, show_id: null, radio_tid: null, author: null, ...n }),
  };
  return ctx;
}
