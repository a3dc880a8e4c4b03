/**
 * Radios (§3 Radio, Radio cookie) and the payloads that describe one.
 */

import type { Visual } from './common';

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
