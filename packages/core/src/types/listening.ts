/**
 * Listening (§3): the counter cookie, sound data, live info, rolls and the donation pop-in, the
 * player list.
 */

import type { RadioRef, Visual } from './common';
import type { Episode, PartnerRef } from './content';

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
  /** Where the episode's transcript and chapters are (content API paths), when it has them. */
  transcript?: string | undefined;
  chapters?: string | undefined;
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
  /** The programme that follows in the grid (« À suivre »), when the API knows it. Beyond §3. */
  next?: { title: string; date: string } | null;
}

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

/** `/rcf_rest_playerlist/{type}/{playListId}/{currentSoundId}` (§7 "returns prev and next"). */
export interface PlayerList {
  prev: Episode | null;
  next: Episode | null;
}
