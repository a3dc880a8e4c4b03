/**
 * Payloads of the content API that compose the entities above: one page's worth of data each.
 */

import type { ContentMetadata, Paged, RadioRef, Visual } from './common';
import type {
  Article,
  Dossier,
  Episode,
  Event,
  Partner,
  Prayer,
  ProgramGridSlot,
  Show,
  TaxonomyTerm,
  Video,
} from './content';
import type { SearchResult } from './search';

/** §3 "Around-me store: block list, alias, page, meta tag" (`/rest_region/{id}[/{sub}]`). */
export interface AroundMePage {
  blocks: ContentBlock[];
  alias: string;
  page: number;
  metatag: ContentMetadata;
}

/** A block of a composed page (home, around me, side bar). */
export interface ContentBlock {
  id: string;
  title: string;
  /** What the block lists. */
  kind: 'episodes' | 'articles' | 'shows' | 'videos' | 'events' | 'folders' | 'text';
  items: (Episode | Article | Show | Video | Event | Dossier)[];
  /** Rich text for `text` blocks. */
  body?: string;
  link?: { title: string; url: string } | null;
}

/** `/episodes_by_playlist/{id}`: a selection and a page of its episodes. */
export interface PlaylistEpisodes extends Paged<Episode> {
  playlist: { id: number; title: string; alias: string; description: string; metatag: ContentMetadata };
}

/** `/programs-grid/{radio}/{date}`. */
export interface ProgramGrid {
  radio: RadioRef;
  /** The day, AAAA-MM-JJ (Paris). */
  date: string;
  rows: ProgramGridSlot[];
}

/** A node of any type as `/api/node` serves it: the shape of its type, its `type` and its metadata. */
export type AnyNode = (
  | (Episode & { type: 'episode' })
  | (Show & { type: 'show' })
  | (Article & { type: 'article' })
  | (Video & { type: 'video' })
  | (Dossier & { type: 'folder' })
  | (Partner & { type: 'partner' })
  | (Event & { type: 'event' })
  | (Prayer & { type: 'prayer' })
  | {
      type: 'podcast_selection';
      id: number;
      title: string;
      alias: string;
      description: string;
      visual: Visual | null;
      data: Record<string, unknown>;
    }
) & { metatag: ContentMetadata };

/** The node types `/api/nodes?type=` lists. */
export type NodeType = AnyNode['type'];

/** `/taxonomy/term/{id}`: a category, tag or radio and a page of its content. */
export interface TaxonomyPage extends TaxonomyTerm, Paged<AnyNode> {}

/** `/prieres/{id}`: a prayer and the others, or (for a radio's id) the prayers alone. */
export type PrayerPage = { rows: Prayer[] } | (Prayer & { metatag: ContentMetadata; rows: Prayer[] });

/** `/rest_region?id=side_bar`. */
export interface SideBar {
  id: 'side_bar';
  rows: ContentBlock[];
}

/** `/api/article/{category}/{titre}`: what the article page shows, in one answer. */
export interface ArticlePage extends Article {
  metatag: ContentMetadata;
  /** The episodes that point at the article (`url_linked_article`), newest first, at most 5. */
  episodes: Episode[];
}

/** `/api/video/{category}/{titre}`: a video and others of its category. */
export interface VideoPage extends Video {
  metatag: ContentMetadata;
  related: Video[];
}

/** `/api/show/{name}/{show}`: a show and its presentation text. */
export interface ShowPage extends Show {
  metatag: ContentMetadata;
  body: string;
}

/** `/partners/{alias}`: a partner, its text and the latest episodes that cite it. */
export interface PartnerPage extends Partner {
  body: string;
  metatag: ContentMetadata;
  episodes: Episode[];
}

/** `/api/tag/{tag}`: a tag and a page of what carries it. */
export interface TagPage {
  term: Omit<TaxonomyTerm, 'vocabulary'> & { vocabulary: 'tag' };
  content: Paged<SearchResult>;
}

/**
 * `/top-podcasts/listens`: the episodes most listened to over the last `days` days, by the number of
 * listeners whose listening the API recorded (signed-in listeners' replay positions), most first.
 */
export interface MostListened {
  days: number;
  rows: { episode: Episode; listeners: number }[];
}

/** `/top-podcasts`: the editors' selection. */
export interface TopPodcasts {
  title: string;
  metatag: ContentMetadata;
  rows: Episode[];
}

/** `/taxonomy/term/{id}/content`: a category's shows and a page of its articles. */
export interface CategoryContent {
  shows: Paged<Show>;
  articles: Paged<Article>;
}
