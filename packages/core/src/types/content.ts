/**
 * Content entities (§7): episodes, shows, articles, videos, dossiers, partners, events, prayers,
 * saints, the programme grid, archives and taxonomy terms.
 */

import type { ChaptersRef, TranscriptRef } from '../transcript';
import type { ContentMetadata, Paged, RadioRef, Visual } from './common';

export interface PartnerRef {
  id: number;
  title: string;
}

export interface ShowRef {
  id: number;
  title: string;
  alias: string;
}

/** `/api/episode/{id}`. */
export interface Episode {
  id: number;
  title: string;
  alias: string;
  description: string;
  /** Audio URL. */
  audio_file: string;
  digas: string;
  /** Seconds. */
  duration: number;
  /** ISO 8601 broadcast date. */
  datetime: string;
  visual: Visual | null;
  show: ShowRef | null;
  partners: PartnerRef[];
  radios: RadioRef[];
  url_linked_article: string | null;
  /** Its transcript, when it has one (WCAG 1.2.1): where the JSON and the WebVTT are. */
  transcript?: TranscriptRef;
  /** Its chapters, when it has some: where the JSON chapters are. */
  chapters?: ChaptersRef;
  metatag?: ContentMetadata;
}

/** A show (emission). */
export interface Show {
  id: number;
  title: string;
  alias: string;
  description: string;
  visual: Visual | null;
  /** Category name (e.g. 'Vie spirituelle'). */
  category: string;
  radios: RadioRef[];
  /** First letter used by `/emissions-a-z/{letter}`. */
  letter: string;
  /** Who presents the show (« présentée par … »); empty when nobody is named. */
  host?: string;
  /** The hosts (animateurs), by name, in the order they are credited. */
  hosts?: string[];
  /** When the show is on air, from the programme grid (on the show's own page). */
  schedule?: ShowSlot[];
  /** The podcast apps the show can be followed in, only those configured (on the show's own page). */
  podcast_links?: PodcastLink[];
  metatag?: ContentMetadata;
}

/** One weekly slot of a show in a radio's programme grid. */
export interface ShowSlot {
  radio: { code: string; name: string; is_national: boolean };
  /** 1 Monday … 7 Sunday. */
  weekday: number;
  /** 'HH:MM', Paris time. */
  start: string;
  end: string;
}

export type PodcastApp = 'apple' | 'spotify' | 'deezer' | 'amazon' | 'youtube' | 'podcast-addict';

/** Where a show can be followed besides its own RSS feed (`/feed/show/{id}`). */
export interface PodcastLink {
  app: PodcastApp;
  url: string;
}

/** `/episodes_by_show/{id}`: the show and a page of its episodes. */
export interface ShowEpisodes extends Paged<Episode> {
  show: Show;
}

export interface Article {
  id: number;
  title: string;
  alias: string;
  category: string;
  /** Short text for cards. */
  summary: string;
  /** HTML body (sanitised by the API). */
  body: string;
  visual: Visual | null;
  author: string | null;
  published_time: string;
  tags: { id: number; name: string; alias: string }[];
  radios: RadioRef[];
  metatag?: ContentMetadata;
}

export interface Video {
  id: number;
  title: string;
  alias: string;
  category: string;
  description: string;
  /** Embed URL of the video. */
  video_url: string;
  visual: Visual | null;
  published_time: string;
  metatag?: ContentMetadata;
}

/** A dossier (§3 Folder). */
export interface Dossier {
  id: number;
  title: string;
  /** Slug used by `/dossiers/{folder}`. */
  folder: string;
  alias: string;
  description: string;
  visual: Visual | null;
  field_folder_tag: { target_label: string } | null;
  metatag?: ContentMetadata;
}

/** §3 "Folders: folder, folders with rows and pager, allArticles, related_folders, filter". */
export interface Folder {
  folder: Dossier;
  folders: Paged<Dossier>;
  allArticles: Paged<Article>;
  related_folders: Dossier[];
  filter: string | null;
}

export interface Partner {
  id: number;
  title: string;
  alias: string;
  description: string;
  visual: Visual | null;
  url: string | null;
}

export interface Event {
  id: number;
  title: string;
  alias: string;
  description: string;
  /** ISO 8601. */
  date: string;
  /** ISO 8601. */
  enddate: string | null;
  /** The town where it takes place. */
  location: string;
  radio: RadioRef | null;
  visual: Visual | null;
  /** Its whole text, in paragraphs (an event's own page only). */
  body?: string;
}

export interface Prayer {
  id: number;
  title: string;
  alias: string;
  body: string;
  visual: Visual | null;
  audio_file: string | null;
}

export interface Saint {
  id: number;
  name: string;
  /** 1–31. */
  day: number;
  /** 1–12. */
  month: number;
  description: string;
  /** The saint's life, one string a paragraph; empty when none is written. */
  life?: string[];
  visual: Visual | null;
  /** Episode about the saint, if any (`?episode=` on the saint page). */
  episode: Episode | null;
}

/** A slot of `/programs-grid/{radioCode}/{date}`. */
export interface ProgramGridSlot {
  /** ISO 8601. */
  start: string;
  /** ISO 8601. */
  end: string;
  title: string;
  show: ShowRef | null;
  radio: RadioRef;
  /** Who presents the slot; empty when nobody is named. */
  artiste?: string;
  visual?: Visual | null;
}

/** `archives/`: the years, months and days that have archived episodes. */
export interface ArchivesIndex {
  years: number[];
  /** The months that have episodes, newest first, with their count. */
  months?: { year: number; month: number; count: number }[];
}

/** `archives/{year}/{month}/{day}`. */
export interface ArchivesDay {
  year: number;
  month: number;
  day: number;
  episodes: Episode[];
}

/** `/taxonomy/term/{id}`: a category or tag page. */
export interface TaxonomyTerm {
  id: number;
  name: string;
  alias: string;
  vocabulary: 'category' | 'tag' | 'radio';
  metatag: ContentMetadata;
}
