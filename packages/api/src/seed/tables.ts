import type { Row } from '../db/index.js';

/** Every row of the demo content, built in memory by buildContent (index.ts). */
export interface Built {
  regions: Row[];
  radios: Row[];
  terms: Row[];
  nodes: Row[];
  podcastLinks: Row[];
  slots: Row[];
  saints: Row[];
  rolls: Row[];
  settings: Row[];
  civilities: Row[];
  countries: Row[];
  lists: Row[];
  donations: Row[];
  /** The title cards the content wears, by file under the images fixtures (show-visuals.ts draws them). */
  cards: Map<string, { title: string; label: string }>;
}

/** One table the seed fills: the label its progress shows, its columns, its rows in what was built. */
export interface SeedTable {
  label: string;
  table: string;
  columns: readonly string[];
  rows: (built: Built) => Row[];
}

const NODE_COLUMNS = [
  'id',
  'type',
  'title',
  'alias',
  'description',
  'body',
  'visual',
  'visual_alt',
  'category_tid',
  'show_id',
  'radio_tid',
  'author',
  'published_at',
  'changed_at',
  'unpublished_at',
  'radio_tids',
  'tag_tids',
  'data',
] as const;

const RADIO_COLUMNS = [
  'tid',
  'code',
  'name',
  'shortname',
  'alias',
  'live_url',
  'region_tid',
  'around_me_alias',
  'city',
  'frequency',
  'bitrate',
  'visual',
  'description',
  'social',
  'is_national',
  'weight',
] as const;

const ROLL_COLUMNS = [
  'id',
  'title',
  'roll_type',
  'roll_use',
  'roll_target_users',
  'roll_number_of_plays',
  'roll_level',
  'audio_url',
  'duration',
  'popin_desktop',
  'popin_mobile',
] as const;

export const DONATION_COLUMNS = [
  'email',
  'amount',
  'currency',
  'donated_at',
  'campaign',
  'radio',
  'method',
  'recurring',
  'receipt_number',
] as const;

/**
 * The tables in the order they are written, a row's references before it; the programme slots
 * after the radios, whose rows say which weeks are already there. Donations come after, once
 * (index.ts).
 */
export const TABLES: readonly SeedTable[] = [
  { label: 'régions', table: 'regions', columns: ['tid', 'name', 'weight'], rows: (b) => b.regions },
  { label: 'radios', table: 'radios', columns: RADIO_COLUMNS, rows: (b) => b.radios },
  {
    label: 'catégories et tags',
    table: 'terms',
    columns: ['tid', 'vocabulary', 'name', 'alias', 'description', 'parent_tid', 'weight'],
    rows: (b) => b.terms,
  },
  { label: 'contenus', table: 'nodes', columns: NODE_COLUMNS, rows: (b) => b.nodes },
  {
    label: 'applications de podcast',
    table: 'show_podcast_links',
    columns: ['show_id', 'app', 'url'],
    rows: (b) => b.podcastLinks,
  },
  {
    label: 'grille des programmes',
    table: 'programme_slots',
    columns: ['radio_tid', 'weekday', 'start_minute', 'end_minute', 'title', 'show_id', 'artiste', 'visual'],
    rows: (b) => b.slots,
  },
  {
    label: 'saints',
    table: 'saints',
    columns: ['month', 'day', 'name', 'node_id', 'life'],
    rows: (b) => b.saints,
  },
  { label: 'rolls', table: 'rolls', columns: ROLL_COLUMNS, rows: (b) => b.rolls },
  { label: 'civilités', table: 'civilities', columns: ['id', 'label'], rows: (b) => b.civilities },
  { label: 'pays', table: 'countries', columns: ['code', 'name'], rows: (b) => b.countries },
  {
    label: 'listes de diffusion',
    table: 'newsletter_lists',
    columns: ['id', 'kind', 'label'],
    rows: (b) => b.lists,
  },
  { label: 'paramètres', table: 'settings', columns: ['key', 'value'], rows: (b) => b.settings },
];
