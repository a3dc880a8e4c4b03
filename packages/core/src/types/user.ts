/**
 * The listener's own data (§3): favourites, trackers and history, the auth user, contact infos,
 * donations, select options and error notices.
 */

import type { Pager } from './common';
import type { Episode, Show } from './content';

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

/**
 * A row of the listen-later list (spec §1): the entry and its episode. The API's route returns it and
 * core's client reads it: one definition for both.
 */
export interface ListenLaterItem {
  id: number;
  episode_id: number;
  created: string;
  episode: Episode;
}

/** A page of the listen-later list, the latest first. */
export interface ListenLaterPage {
  rows: ListenLaterItem[];
  pager: Pager;
}

/** Body of `POST entity/listen_later`, like the favourites' (`wso2_uid`, the token's `sub`). */
export interface ListenLaterCreate {
  wso2_uid: string;
  episode_id: number;
}

/** §3 favourites content view: rows, a pager and a type (default all). */
export interface FavoritesContent {
  rows: Show[];
  pager: Pager;
  type: string;
}

/** §3 Tracker status: 0 Listened, 1 InProgress. */
export type TrackerStatus = 0 | 1;

/**
 * A listening position as the clients of both APIs take it (the content API's `rcf_tracking_replay`,
 * the second API's `tracker`): a new one for an episode, or the move of a saved one. Seconds.
 */
export type TrackerSave = { mediaId: string | number; offset: number; status: TrackerStatus };
export type TrackerMove = { id: number; offset: number; status?: TrackerStatus };

/** §3 Tracker (replay position), as stored by the content API (`rcf_tracking_replay`). */
export interface TrackerEntity {
  id: number;
  field_replay_wso2_uid: string;
  field_replay_media_id: string;
  /** Milliseconds. */
  field_replay_offset: number;
  field_replay_status: TrackerStatus;
}

/** Body of `POST entity/rcf_tracking_replay` (§7): created, or updated when the user has one for the episode. */
export interface TrackerCreate {
  field_replay_wso2_uid: string;
  field_replay_media_id: number | string;
  /** Milliseconds. */
  field_replay_offset: number;
  field_replay_status?: TrackerStatus;
}

/** Body of `PATCH rcf_tracking_replay/{id}` (§7 "with field_replay_offset and optional field_replay_status"). */
export interface TrackerUpdate {
  field_replay_offset: number;
  field_replay_status?: TrackerStatus;
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

/** Body of `POST /contact/messages`: the contact form. `website` is the honeypot, sent as typed. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  website?: string;
}

/** Body of `POST /mailing/subscribe`: double opt-in, nothing subscribed until the link is opened. */
export interface NewsletterSubscribe {
  email: string;
  lists: string[];
  website?: string;
}

/** The answer of the public forms' POSTs: the API's status and its French sentence. */
export interface FormAnswer {
  status: number;
  message: string;
}

/** Body of the contact proxy's `PATCH /email` (§7 "with oldEmail, newEmail"). */
export interface EmailChange {
  oldEmail: string;
  newEmail: string;
}

/** Body of the contact proxy's `POST /updateRadio` (§7 "with email, radio"). */
export interface RadioChoice {
  email: string;
  radio: string;
}
