import type {
  AnyNode,
  Article,
  ContentMetadata,
  ContentType,
  Dossier,
  Episode,
  Event,
  Pager,
  Partner,
  Prayer,
  RadioDetail,
  RadioRef,
  RadioTimeshift,
  Show,
  Video,
  Visual,
} from '@radio/core';
import { TIMESHIFT_START } from '@radio/core';
import type { Queryable } from '../db/index.js';
import { type DocSummary, docRefs } from '../transcripts/store.js';

/** A row of `nodes` as read by the routes. */
export interface NodeRow {
  id: number;
  type: string;
  title: string;
  alias: string;
  description: string;
  body: string;
  visual: string | null;
  visual_alt: string | null;
  category_tid: number | null;
  show_id: number | null;
  radio_tid: number | null;
  author: string | null;
  published_at: Date | string;
  changed_at: Date | string;
  radio_tids: number[];
  tag_tids: number[];
  data: Record<string, unknown>;
  /** Joined show columns, for episodes. */
  show_title?: string | null;
  show_alias?: string | null;
  /** An episode's transcript and chapters, when the read selected them (DOCS_COLUMN). */
  docs?: DocSummary | null;
}

export const NODE_FIELDS =
  'n.id, n.type, n.title, n.alias, n.description, n.body, n.visual, n.visual_alt, n.category_tid, n.show_id, n.radio_tid, n.author, n.published_at, n.changed_at, n.radio_tids, n.tag_tids, n.data';
export const EPISODE_FIELDS = `${NODE_FIELDS}, s.title AS show_title, s.alias AS show_alias`;
export const EPISODE_FROM = 'nodes n LEFT JOIN nodes s ON s.id = n.show_id';

/**
 * The condition of a node anyone may read: its publication date has come and it was not withdrawn
 * (`unpublished_at`, an episode gone from its feed). Only the signed preview reads others.
 */
export const published = (alias = 'n') =>
  `${alias}.published_at <= now() AND ${alias}.unpublished_at IS NULL`;

export interface RadioRow {
  tid: number;
  code: string;
  name: string;
  shortname: string;
  alias: string;
  live_url: string;
  /** Timeshift URL template (`{start}`: Unix seconds), null when the radio has none. */
  timeshift_url: string | null;
  region_tid: number | null;
  region_name: string | null;
  around_me_alias: string | null;
  city: string | null;
  frequency: string | null;
  bitrate: number;
  visual: string | null;
  description: string;
  social: { name: string; url: string }[];
  is_national: boolean;
}

export interface TermRow {
  tid: number;
  vocabulary: string;
  name: string;
  alias: string;
  description: string;
}

/**
 * Reference data every response needs (radios, categories, tags, partners): small and read-only
 * once seeded, so it is read once and kept, instead of joined into every query.
 */
export class Refs {
  radios = new Map<number, RadioRow>();
  radiosByCode = new Map<string, RadioRow>();
  terms = new Map<number, TermRow>();
  partners = new Map<number, { id: number; title: string }>();
  /** Show titles and aliases, so that an episode is read without a join. */
  shows = new Map<number, { id: number; title: string; alias: string }>();
  private loadedAt = 0;

  constructor(
    private readonly db: Queryable,
    readonly brand: string,
    /**
     * The API's public origin: a live URL it serves itself (`{origin}/live/{code}.mp3`, the
     * emulator) can be heard from any past second of the day, so such a radio without a
     * template of its own gets the emulator's (`?debut={start}`).
     */
    private readonly apiOrigin: string | null = null,
  ) {}

  private withTimeshift(r: RadioRow): RadioRow {
    if (r.timeshift_url || !this.apiOrigin) return { ...r, timeshift_url: r.timeshift_url ?? null };
    const own = r.live_url.startsWith(`${this.apiOrigin}/live/`) && !r.live_url.includes('?');
    return { ...r, timeshift_url: own ? `${r.live_url}?debut=${TIMESHIFT_START}` : null };
  }

  async load(force = false): Promise<this> {
    if (!force && this.loadedAt && Date.now() - this.loadedAt < 60_000) return this;
    const [radios, terms, partners, shows] = await Promise.all([
      this.db.query<RadioRow>(
        'SELECT r.*, g.name AS region_name FROM radios r LEFT JOIN regions g ON g.tid = r.region_tid ORDER BY r.weight, r.tid',
      ),
      this.db.query<TermRow>(
        'SELECT tid, vocabulary, name, alias, description FROM terms ORDER BY weight, tid',
      ),
      // Only published partners and shows are named in the answers that cite them.
      this.db.query<{ id: number; title: string }>(
        `SELECT id, title FROM nodes n WHERE type = 'partner' AND ${published()}`,
      ),
      this.db.query<{ id: number; title: string; alias: string }>(
        `SELECT id, title, alias FROM nodes n WHERE type = 'show' AND ${published()}`,
      ),
    ]);
    const shifted = radios.map((r) => this.withTimeshift(r));
    this.radios = new Map(shifted.map((r) => [r.tid, r]));
    this.radiosByCode = new Map(shifted.map((r) => [r.code.toLowerCase(), r]));
    this.terms = new Map(terms.map((t) => [t.tid, t]));
    this.partners = new Map(partners.map((p) => [p.id, p]));
    this.shows = new Map(shows.map((x) => [x.id, x]));
    this.loadedAt = Date.now();
    return this;
  }

  radioRef(tid: number): RadioRef | null {
    const r = this.radios.get(tid);
    return r ? { code: r.code, name: r.name } : null;
  }
  radioRefs(tids: number[]): RadioRef[] {
    return tids.map((t) => this.radioRef(t)).filter((r): r is RadioRef => r !== null);
  }
  categoryName(tid: number | null): string {
    return (tid && this.terms.get(tid)?.name) || '';
  }
  national(): RadioRow | undefined {
    for (const r of this.radios.values()) if (r.is_national) return r;
    return undefined;
  }
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

export function visual(url: string | null, alt: string | null): Visual | null {
  return url ? { url, alt: alt ?? '' } : null;
}

/** The fields every card of a node shows: id, title, path, text and image. */
function card(n: NodeRow): Pick<Show, 'id' | 'title' | 'alias' | 'description' | 'visual'> {
  return {
    id: n.id,
    title: n.title,
    alias: n.alias,
    description: n.description,
    visual: visual(n.visual, n.visual_alt),
  };
}

const TYPE_LABEL: Record<string, ContentType> = {
  prayer: 'page',
  event: 'page',
};

export function metatag(n: NodeRow, refs: Refs): ContentMetadata {
  const v = visual(n.visual, n.visual_alt);
  const title = `${n.title} | ${refs.brand}`;
  const description = (n.description || n.body).slice(0, 300);
  const creative = n.radio_tid ? refs.radios.get(n.radio_tid) : undefined;
  return {
    meta_title: title,
    meta_description: description,
    og_title: n.title,
    og_description: description,
    og_image: n.visual ?? '',
    title: n.title,
    description,
    visual: v,
    creative_radio: creative ? { name: creative.name } : null,
    radios: refs.radioRefs(n.radio_tids).map((r) => ({ name: r.name })),
    author: n.author,
    published_time: iso(n.published_at),
    changed_time: iso(n.changed_at),
    alias: n.alias,
    type: TYPE_LABEL[n.type] ?? (n.type as ContentType),
  };
}

export function episode(n: NodeRow, refs: Refs, withMeta = false): Episode {
  const d = n.data as {
    audio_file?: string;
    duration?: number;
    digas?: string;
    partners?: number[];
    url_linked_article?: number | null;
    guid?: string;
  };
  return {
    id: n.id,
    title: n.title,
    alias: n.alias,
    description: n.description,
    audio_file: d.audio_file ?? '',
    digas: d.digas ?? '',
    duration: d.duration ?? 0,
    datetime: iso(n.published_at) ?? '',
    visual: visual(n.visual, n.visual_alt),
    show: n.show_id
      ? {
          id: n.show_id,
          title: n.show_title ?? refs.shows.get(n.show_id)?.title ?? '',
          alias: n.show_alias ?? refs.shows.get(n.show_id)?.alias ?? '',
        }
      : null,
    partners: (d.partners ?? []).flatMap((id) => refs.partners.get(id) ?? []),
    radios: refs.radioRefs(n.radio_tids),
    url_linked_article: d.url_linked_article ? `/node/${d.url_linked_article}` : null,
    // An imported episode keeps its feed's guid: the show's own RSS repeats it (ImportedEpisode).
    ...(d.guid ? { guid: d.guid } : {}),
    ...docRefs(n.id, n.docs),
    ...(withMeta ? { metatag: metatag(n, refs) } : {}),
  };
}

/** First letter of a show for the A-Z list: accents dropped, digits grouped under '0'. */
export function letterOf(title: string): string {
  const c = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /[A-Z]/.test(c) ? c : '0';
}

export function show(n: NodeRow, refs: Refs, withMeta = false): Show {
  return {
    ...card(n),
    category: refs.categoryName(n.category_tid),
    radios: refs.radioRefs(n.radio_tids),
    letter: letterOf(n.title),
    host: (n.data as { host?: string }).host ?? '',
    hosts:
      ((n.data as { hosts?: unknown }).hosts as string[] | undefined)?.filter((h) => typeof h === 'string') ??
      [],
    ...(withMeta ? { metatag: metatag(n, refs) } : {}),
  };
}

export function article(n: NodeRow, refs: Refs, withMeta = false): Article {
  return {
    id: n.id,
    title: n.title,
    alias: n.alias,
    category: refs.categoryName(n.category_tid),
    summary: n.description,
    body: paragraphs(n.body),
    visual: visual(n.visual, n.visual_alt),
    author: n.author,
    published_time: iso(n.published_at) ?? '',
    tags: n.tag_tids
      .map((t) => refs.terms.get(t))
      .filter((t): t is TermRow => !!t)
      .map((t) => ({ id: t.tid, name: t.name, alias: t.alias })),
    radios: refs.radioRefs(n.radio_tids),
    ...(withMeta ? { metatag: metatag(n, refs) } : {}),
  };
}

export function video(n: NodeRow, refs: Refs, withMeta = false): Video {
  const d = n.data as { video_url?: string; source_code?: string };
  return {
    id: n.id,
    title: n.title,
    alias: n.alias,
    category: refs.categoryName(n.category_tid),
    description: n.description,
    video_url: (d.video_url ?? '').replace('{source_code}', d.source_code ?? ''),
    visual: visual(n.visual, n.visual_alt),
    published_time: iso(n.published_at) ?? '',
    ...(withMeta ? { metatag: metatag(n, refs) } : {}),
  };
}

export function dossier(n: NodeRow, refs: Refs, withMeta = false): Dossier {
  const tag = (n.data as { field_folder_tag?: { target_label: string } }).field_folder_tag;
  return {
    id: n.id,
    title: n.title,
    folder: n.alias.replace(/^\/dossiers\//, ''),
    alias: n.alias,
    description: n.description,
    visual: visual(n.visual, n.visual_alt),
    field_folder_tag: tag ? { target_label: tag.target_label } : null,
    ...(withMeta ? { metatag: metatag(n, refs) } : {}),
  };
}

export function partner(n: NodeRow): Partner {
  return {
    ...card(n),
    url: (n.data as { url?: string }).url ?? null,
  };
}

export function event(n: NodeRow, refs: Refs): Event {
  const d = n.data as { start_date?: string; end_date?: string; city?: string };
  return {
    id: n.id,
    title: n.title,
    alias: n.alias,
    description: n.description,
    date: d.start_date ?? iso(n.published_at) ?? '',
    enddate: d.end_date ?? null,
    location: d.city ?? '',
    radio: n.radio_tid ? refs.radioRef(n.radio_tid) : null,
    visual: visual(n.visual, n.visual_alt),
  };
}

export function prayer(n: NodeRow): Prayer {
  return {
    id: n.id,
    title: n.title,
    alias: n.alias,
    body: paragraphs(n.body),
    visual: visual(n.visual, n.visual_alt),
    audio_file: (n.data as { audio_file?: string }).audio_file ?? null,
  };
}

/** Any node, in the shape of its type, with its metadata (used by `/api/node`). */
export function anyNode(n: NodeRow, refs: Refs): AnyNode {
  const metatagOf = metatag(n, refs);
  switch (n.type) {
    case 'episode':
      return { ...episode(n, refs), type: 'episode', metatag: metatagOf };
    case 'show':
      return { ...show(n, refs), type: 'show', metatag: metatagOf };
    case 'article':
      return { ...article(n, refs), type: 'article', metatag: metatagOf };
    case 'video':
      return { ...video(n, refs), type: 'video', metatag: metatagOf };
    case 'folder':
      return { ...dossier(n, refs), type: 'folder', metatag: metatagOf };
    case 'partner':
      return { ...partner(n), type: 'partner', metatag: metatagOf };
    case 'event':
      return { ...event(n, refs), body: paragraphs(n.body), type: 'event', metatag: metatagOf };
    case 'prayer':
      return { ...prayer(n), type: 'prayer', metatag: metatagOf };
    default:
      // The one other type stored in `nodes`: a selection of episodes (its ids are in `data`).
      return {
        ...card(n),
        data: n.data,
        type: 'podcast_selection',
        metatag: metatagOf,
      };
  }
}

/**
 * A row that no table holds (a taxonomy term, a radio's « autour de moi » page) in the shape of a node,
 * so that its metadata is built by the one `metatag`.
 */
export function syntheticNode(
  fields: Pick<NodeRow, 'id' | 'type' | 'title' | 'alias'> & Partial<NodeRow>,
): NodeRow {
  return {
    description: '',
    body: '',
    visual: null,
    visual_alt: null,
    category_tid: null,
    show_id: null,
    radio_tid: null,
    author: null,
    published_at: new Date(0),
    changed_at: new Date(0),
    radio_tids: [],
    tag_tids: [],
    data: {},
    ...fields,
  };
}

export function radio(r: RadioRow): RadioDetail & RadioTimeshift {
  return {
    timeshiftURL: r.timeshift_url ?? null,
    id: r.tid,
    tid: r.tid,
    name: r.name,
    shortname: r.shortname,
    liveURL: r.live_url,
    code: r.code,
    alias: r.alias,
    parentRegionTid: r.region_tid,
    parentRegionName: r.region_name,
    aroundMeAlias: r.around_me_alias,
    field_radio_code: r.code,
    city: r.city,
    frequency: r.frequency,
    bitrate: r.bitrate,
    description: r.description,
    visual: visual(r.visual, r.name),
    social_networks: r.social,
  };
}

export function pager(page: number, perPage: number, total: number): Pager {
  return {
    current_page: page,
    total_items: total,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
    item_per_page: perPage,
  };
}

/** Plain text paragraphs to minimal HTML; the text is escaped first (never trusted as HTML). */
export function paragraphs(text: string): string {
  const esc = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return esc
    .split(/\n{2,}/)
    .map((p) => `<p>${p.trim()}</p>`)
    .join('');
}
