/** View models of the site's cards and lists (independent of the API payload shapes, mapped in lib/content/items.ts). */

export type Img = { url: string; alt: string };

export type EpisodeItem = {
  id: string;
  title: string;
  /** Page of the episode (its show page with ?episode=ID). */
  href?: string;
  /** ISO date of publication. */
  date?: string;
  durationS?: number;
  image?: Img;
  showTitle?: string;
  /** The episode's description as plain text (shown on a show's episode list). */
  excerpt?: string;
  /** A search result found by what is said in it: `excerpt` is the sentence, said at `at` (seconds). */
  said?: { at: number; href: string };
};

export type ShowItem = {
  id: string;
  title: string;
  href: string;
  image?: Img;
  presenter?: string;
  excerpt?: string;
};

export type ArticleItem = {
  id: string;
  title: string;
  href: string;
  image?: Img;
  date?: string;
  category?: string;
  excerpt?: string;
};

/** 1-based page numbers, as in URLs (spec §2 "page: 1-based in the URL"). */
export type PageInfo = { page: number; totalPages: number; totalItems: number };
