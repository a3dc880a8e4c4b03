/**
 * Types of the entities of spec §3 and of the payloads our API serves (spec §7).
 *
 * Field names follow the spec exactly where it names them (snake_case Drupal-style names such as
 * `field_replay_offset`, camelCase cookie fields such as `radioTid`). Where the spec says
 * "Response shapes beyond the fields listed in section 3: not shown", the shapes below are our
 * design; the API (packages/api) serves them and the clients (./api) read them.
 */

// ---------------------------------------------------------------------------------------------
// Shared building blocks
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Radios (§3 Radio, Radio cookie)
// ---------------------------------------------------------------------------------------------

/** §3 "Radio: id or tid, shortname or name, liveURL, code, alias". We serve both spellings. */
export interface Radio {
  id: number;
  tid: number;
  name: string;
  shortname: string;
  liveURL: string;
  code: string;
  alias: string;
  /** Region the radio belongs to (France or Belgique groups), null for the national radio. */
  parentRegionTid: number | null;
  parentRegionName: string | null;
  /** Alias of the radio's "around me" page (§3 "an around-me alias"). */
  aroundMeAlias: string | null;
}

/** §3 "a regions list (name, field_radio_code)". */
export interface Region {
  tid: number;
  name: string;
  field_radio_code: string;
}

/** §3 "radios grouped by region (France, Belgique)". Served by `/regions2`. */
export interface RadiosByRegion {
  France: Radio[];
  Belgique: Radio[];
}

/** §3 "social networks" of a radio (`rest/social_network/{id}`). */
export interface SocialNetwork {
  name: string;
  url: string;
}

/** §3 Radio cookie: exactly eight fields. */
export interface RadioCookie {
  radioTid: number;
  radioName: string;
  radioLiveURL: string;
  radioCode: string;
  radioNationalTid: number;
  parentRegionTid: number | null;
  parentRegionName: string | null;
  aroundMeAlias: string | null;
}

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

// ---------------------------------------------------------------------------------------------
// Listening counter, sound data, live (§3)
// ---------------------------------------------------------------------------------------------

/** §3 "Listening counter cookie 'listeningCounter' … fields ListenerNb, ListenerNbConnected, oldUser, episodesDigas, endPlay". */
export interface ListeningCounterCookie {
  /** Anonymous listens counted. */
  ListenerNb: number;
  /** Signed-in listens counted ("a separate counter", §4). */
  ListenerNbConnected: number;
  /** True once the visitor has been signed in on this browser. */
  oldUser: boolean;
  /** Digas ids of the episodes already counted (the same episode is not counted twice). */
  episodesDigas: string[];
  /** True when the last counted episode played to its end. */
  endPlay: boolean;
}

/** §3 Sound data: what the player plays (an episode or a live stream). */
export interface SoundData {
  audio_file: string;
  /** Digas: the broadcast-system id of the sound. */
  digas: string;
  /** Episode id, or 'livestream-{radioCode}' for a live stream. */
  id: string;
  partners: PartnerRef[];
  show: { alias: string; id: number | null; title: string; episode: string } | null;
  title: string;
  url_linked_article: string | null;
  visual: Visual | null;
  /** Seconds. */
  duration: number;
  /** Seconds (live: since the current programme started). */
  timePassedSinceStart: number;
  /** Seconds (live: until the current programme ends; negative when late). */
  timeLeft: number;
  radios: RadioRef[];
  /** ISO 8601 broadcast date. */
  datetime: string | null;
  /** True for a live stream. */
  live?: boolean;
}

/** §3 "Live info: title, title_url, artiste, visual, date, enddate" (`/api/dab/{radioCode}`). */
export interface LiveInfo {
  title: string;
  title_url: string | null;
  artiste: string | null;
  visual: Visual | null;
  /** ISO 8601 start of the current programme. */
  date: string;
  /** ISO 8601 end of the current programme. */
  enddate: string;
}

// ---------------------------------------------------------------------------------------------
// Rolls (§3 Roll)
// ---------------------------------------------------------------------------------------------

export type RollType = 'Pre-roll' | 'Post-roll';
export type RollUse = 'Global' | 'Appel au Don générique' | 'Parcours Dons Utilisateurs anonymes';
export type RollTargetUsers = 'Anonyme' | 'Connecté';
export type RollNumberOfPlays =
  | 'firstListening'
  | 'secondListening'
  | 'thirdListening'
  | 'fourthListening'
  | 'fifthListening'
  | 'sixthListening';

/** §3 Roll. */
export interface Roll {
  id: number;
  title: string;
  field_media_audio_file: { url: string }[];
  /** Desktop pop-in donation value (a URL or id); empty/null when none. */
  field_roll_pop_in_donation_deskt: string | null;
  /** Mobile pop-in donation value; empty/null when none. */
  field_roll_pop_in_donation_mobil: string | null;
  roll_type: RollType;
  roll_use: RollUse;
  roll_target_users: RollTargetUsers | null;
  roll_number_of_plays: RollNumberOfPlays | null;
  roll_level: string | null;
  /** Roll code; 'RND' selects square images (§3). */
  code?: string | null;
  /** Seconds. */
  duration?: number;
}

/** §3 roll query attributes (`rolls/?roll_type=…`). */
export interface RollQuery {
  roll_type: RollType;
  roll_use: RollUse;
  roll_target_users?: RollTargetUsers;
  roll_number_of_plays?: RollNumberOfPlays;
  roll_level?: string;
}

/** `donnation_popin`: the donation pop-in content. */
export interface DonationPopin {
  title: string;
  body: string;
  link: { title: string; url: string };
  visual: Visual | null;
  /** Amounts offered by the pop-in, in euros. */
  amounts?: number[];
}

// ---------------------------------------------------------------------------------------------
// Favourites and tracker (§3)
// ---------------------------------------------------------------------------------------------

/** §3 "Favorite: id, show_id". */
export interface Favorite {
  id: number;
  show_id: number;
}

/** Body of `POST entity/favorite` (§7 "with wso2_uid and show_id"). */
export interface FavoriteCreate {
  wso2_uid: string;
  show_id: number;
}

/** §3 favourites content view: rows, a pager and a type (default all). */
export interface FavoritesContent {
  rows: Show[];
  pager: Pager;
  type: string;
}

/** §3 Tracker status: 0 Listened, 1 InProgress. */
export type TrackerStatus = 0 | 1;

/** §3 Tracker (replay position), as stored by the content API (`rcf_tracking_replay`). */
export interface TrackerEntity {
  id: number;
  field_replay_wso2_uid: string;
  field_replay_media_id: string;
  /** Milliseconds. */
  field_replay_offset: number;
  field_replay_status: TrackerStatus;
}

/** §3 Tracker, normalised: id, user_id, media_id, offset (ms), status. */
export interface Tracker {
  id: number;
  user_id: string;
  media_id: string;
  /** Milliseconds. */
  offset: number;
  status: TrackerStatus;
}

/** A row of the listening history (`tracker-listening-by-user/…`). */
export interface ListeningHistoryItem {
  tracker: Tracker;
  episode: Episode;
}

// ---------------------------------------------------------------------------------------------
// Account (§3 Auth user, Contact infos, Error notice)
// ---------------------------------------------------------------------------------------------

/** §3 Auth user attributes; unset attributes read as ''. */
export interface AuthUserAttributes {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  /** 'null' is stored at registration when none is chosen (§3). */
  'custom:favorite_radio': string;
}

/** §3 "Auth user: id, username, attributes". */
export interface AuthUser {
  id: string;
  username: string;
  attributes: AuthUserAttributes;
}

/** §3 Contact infos (other fields: our design). */
export interface ContactInfos {
  email: string;
  /** YYYY-MM-DD, '' when missing. */
  birthdate: string;
  civility: string;
  country: string;
  firstname?: string;
  lastname?: string;
  address?: string;
  zipcode?: string;
  city?: string;
  phone?: string;
  radio?: string;
}

/** A donation row (`POST /dons/{encrypted email}`). */
export interface Donation {
  id: string;
  /** ISO 8601 date. */
  date: string;
  /** Euros. */
  amount: number;
  campaign: string;
  radio: string | null;
}

/** `GET /civilities` and the newsletter lists: id → label. */
export type LabelMap = Record<string, string>;

/** A select option after the §3 list transforms (sorted by label). */
export interface Option {
  id: string;
  label: string;
}

export interface Country {
  code: string;
  name: string;
}

/** §3 "Error notice: type, message; auto-clears after 15 s". */
export interface ErrorNotice {
  type: 'error' | 'success' | 'info';
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Content payloads (§7)
// ---------------------------------------------------------------------------------------------

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
  metatag?: ContentMetadata;
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
  location: string;
  radio: RadioRef | null;
  visual: Visual | null;
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

/** `rcf_admin/settings`. */
export interface Settings {
  /** §1 "the limit comes from configuration, key listenerMax". */
  listenerMax: number;
  brand: string;
  prefix: string;
}

/** `/rcf_rest_playerlist/{type}/{playListId}/{currentSoundId}` (§7 "returns prev and next"). */
export interface PlayerList {
  prev: Episode | null;
  next: Episode | null;
}

export type SearchResultType = 'episode' | 'show' | 'article' | 'video' | 'folder' | 'event';

/** A row of `search?q=&type=&page=`. */
export interface SearchResult {
  id: number;
  type: SearchResultType;
  title: string;
  alias: string;
  excerpt: string;
  visual: Visual | null;
  /** ISO 8601. */
  date: string | null;
  /** Episodes: the show's title and the length in seconds (a result is playable). */
  show_title?: string | null;
  duration?: number | null;
}

/** One kind of result: how many match, and the best few (all kinds) or the page (one kind). */
export interface SearchGroup {
  type: SearchResultType;
  /** Capped at 1000 (« 1 000 résultats et plus »). */
  total: number;
  rows: SearchResult[];
}

/**
 * How the results were found: every word as typed (`exact`), every word after correcting typos
 * and completing cut words (`approximate`), only some of the words (`partial`: « Aucun résultat
 * pour … ; résultats proches »), or not at all (`none`).
 */
export type SearchMatch = 'exact' | 'approximate' | 'partial' | 'none';

export interface SearchResults extends Paged<SearchResult> {
  q: string;
  type: SearchResultType | 'all';
  match: SearchMatch;
  /** « Vouliez-vous dire … ? »: the query spelt with the index's own words, or null. */
  suggestion: string | null;
  /** Every kind with at least one result, in display order (shows first). */
  groups: SearchGroup[];
}

/** A row of `search/suggest?q=` (the header's instant suggestions). */
export interface SearchSuggestion {
  id: number;
  type: SearchResultType;
  title: string;
  alias: string;
  show_title: string | null;
}

export interface SearchSuggestions {
  q: string;
  rows: SearchSuggestion[];
}

/** `{ status, message }`: every API error body (brief "Contracts"). */
export interface ApiErrorBody {
  status: number;
  message: string;
}

// ---------------------------------------------------------------------------------------------
// Payloads of the content API that compose the entities above
// ---------------------------------------------------------------------------------------------

/** `/radio/{code}`, `/terms/radio`, `/regions2`: a radio with its place and its networks. */
export interface RadioDetail extends Radio {
  field_radio_code: string;
  city: string | null;
  frequency: string | null;
  bitrate: number;
  description: string;
  visual: Visual | null;
  social_networks: SocialNetwork[];
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
