/**
 * Shared building blocks of every payload: images, pagers, radio references, page metadata, the
 * API's error body and its settings.
 */

/** An image reference. `url` may carry the `{style_name}` placeholder (§3 Content metadata). */
export interface Visual {
  url: string;
  alt: string;
  /** Square variant, used when the style is square and roll code RND is present (§3). */
  url_carre?: string | null;
}

/** §3 "Pager: current_page, total_items, total_pages, item_per_page". `current_page` is 0-based. */
export interface Pager {
  current_page: number;
  total_items: number;
  total_pages: number;
  item_per_page: number;
}

/** A paged list as served by the API: rows and the §3 pager. */
export interface Paged<T> {
  rows: T[];
  pager: Pager;
}

/** A small reference to a radio, as carried by content ("radios (with code)", §3 Sound data). */
export interface RadioRef {
  code: string;
  name: string;
}

/** §3 content `type` values. */
export type ContentType =
  | 'category'
  | 'around_me'
  | 'page'
  | 'webform'
  | 'folder'
  | 'article'
  | 'video'
  | 'show'
  | 'episode'
  | 'podcast_selection'
  | 'partner'
  | 'partners'
  | 'tag';

/** §3 "Content metadata". */
export interface ContentMetadata {
  meta_title: string;
  meta_description: string;
  og_title: string;
  og_description: string;
  /** May contain `{style_name}`; the og style is 1280x630_og_image. */
  og_image: string;
  title: string;
  description: string;
  visual: Visual | null;
  creative_radio: { name: string } | null;
  radios: { name: string }[];
  author: string | null;
  /** ISO 8601. */
  published_time: string | null;
  /** ISO 8601. */
  changed_time: string | null;
  alias: string;
  type: ContentType;
}

/** `rcf_admin/settings`. */
export interface Settings {
  /** §1 "the limit comes from configuration, key listenerMax". */
  listenerMax: number;
  brand: string;
  prefix: string;
}

/** `{ status, message }`: every API error body (brief "Contracts"). */
export interface ApiErrorBody {
  status: number;
  message: string;
}
