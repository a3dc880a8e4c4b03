/** The roll query of spec §3 ("Query attributes: roll_type …; roll_use …; roll_target_users …; roll_number_of_plays …; roll_level"). */
import type { RollNumberOfPlays, RollQuery, RollTargetUsers, RollType, RollUse } from './types';

export const ROLL_TYPES: readonly RollType[] = ['Pre-roll', 'Post-roll'];
export const ROLL_USES: readonly RollUse[] = [
  'Global',
  'Appel au Don générique',
  'Parcours Dons Utilisateurs anonymes',
];
export const ROLL_TARGET_USERS: readonly RollTargetUsers[] = ['Anonyme', 'Connecté'];
/** §3 "roll_number_of_plays (firstListening to sixthListening)". */
export const LISTENING_ORDINALS: readonly RollNumberOfPlays[] = [
  'firstListening',
  'secondListening',
  'thirdListening',
  'fourthListening',
  'fifthListening',
  'sixthListening',
];

/** The ordinal of a listen from the anonymous count before it (count 0 → firstListening). */
export function listeningOrdinal(count: number): RollNumberOfPlays | undefined {
  return LISTENING_ORDINALS[count];
}

const KEYS = ['roll_type', 'roll_use', 'roll_target_users', 'roll_number_of_plays', 'roll_level'] as const;

/** Query string (without '?') for `rolls/`; attributes in a fixed order, absent ones left out. */
export function rollQueryString(q: RollQuery): string {
  const params = new URLSearchParams();
  for (const k of KEYS) {
    const v = q[k];
    if (v !== undefined && v !== '') params.set(k, v);
  }
  return params.toString();
}

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : undefined;

/**
 * Parses and validates a roll query (what the API receives). Returns null when roll_type or
 * roll_use is missing or unknown, or when an optional attribute has an unknown value.
 */
export function parseRollQuery(params: URLSearchParams | string): RollQuery | null {
  const p = typeof params === 'string' ? new URLSearchParams(params) : params;
  const roll_type = oneOf(ROLL_TYPES, p.get('roll_type'));
  const roll_use = oneOf(ROLL_USES, p.get('roll_use'));
  if (!roll_type || !roll_use) return null;
  const q: RollQuery = { roll_type, roll_use };
  const target = p.get('roll_target_users');
  if (target) {
    const t = oneOf(ROLL_TARGET_USERS, target);
    if (!t) return null;
    q.roll_target_users = t;
  }
  const plays = p.get('roll_number_of_plays');
  if (plays) {
    const n = oneOf(LISTENING_ORDINALS, plays);
    if (!n) return null;
    q.roll_number_of_plays = n;
  }
  const level = p.get('roll_level');
  if (level) q.roll_level = level;
  return q;
}
