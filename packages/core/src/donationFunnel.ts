/**
 * Donation funnel of spec §4 ("Donation funnel (anonymous listener count)").
 *
 * Slots: 'global' is the Global roll "if any"; 'parcours' the 'Parcours Dons' roll of that listen
 * (roll_use 'Parcours Dons Utilisateurs anonymes', roll_number_of_plays firstListening/thirdListening);
 * 'anonymous' the generic appeal to anonymous listeners (roll_use 'Appel au Don générique',
 * roll_target_users 'Anonyme'). The last two mappings of names to roll_use are ours.
 */
import { DONATION_MODAL_PERCENT } from './constants';
import { listeningOrdinal } from './rollQuery';
import type { ListeningCounterCookie, Roll, RollQuery, RollType } from './types';

export type RollSlot = 'global' | 'parcours' | 'anonymous';

export interface FunnelRow {
  count: number;
  preRoll: RollSlot | null;
  postRoll: RollSlot | null;
}

/** §4 table, counts 0 to 5; counts above 5 behave like 5 ("nothing"). */
export const DONATION_FUNNEL: readonly FunnelRow[] = [
  { count: 0, preRoll: 'parcours', postRoll: 'global' },
  { count: 1, preRoll: 'global', postRoll: 'global' },
  { count: 2, preRoll: 'global', postRoll: 'parcours' },
  { count: 3, preRoll: 'anonymous', postRoll: 'global' },
  { count: 4, preRoll: 'anonymous', postRoll: null },
  { count: 5, preRoll: null, postRoll: null },
];

export function funnelRow(anonymousCount: number): FunnelRow {
  const i = Math.max(0, Math.min(Math.floor(anonymousCount), DONATION_FUNNEL.length - 1));
  return DONATION_FUNNEL[i]!;
}

/** The `rolls/` query that fetches a slot's roll for a listen at `anonymousCount`. */
export function rollQueryFor(slot: RollSlot, rollType: RollType, anonymousCount: number): RollQuery {
  switch (slot) {
    case 'global':
      return { roll_type: rollType, roll_use: 'Global' };
    case 'parcours': {
      const q: RollQuery = {
        roll_type: rollType,
        roll_use: 'Parcours Dons Utilisateurs anonymes',
        roll_target_users: 'Anonyme',
      };
      const plays = listeningOrdinal(anonymousCount);
      if (plays) q.roll_number_of_plays = plays;
      return q;
    }
    case 'anonymous':
      return { roll_type: rollType, roll_use: 'Appel au Don générique', roll_target_users: 'Anonyme' };
  }
}

export interface FunnelQueries {
  preRoll: RollQuery | null;
  postRoll: RollQuery | null;
}

/** The queries to run for a listen; signed-in users and episodes with partners get none. */
export function funnelQueries(input: {
  anonymousCount: number;
  signedIn: boolean;
  hasPartners?: boolean;
}): FunnelQueries {
  if (input.signedIn || input.hasPartners) return { preRoll: null, postRoll: null };
  const row = funnelRow(input.anonymousCount);
  return {
    preRoll: row.preRoll ? rollQueryFor(row.preRoll, 'Pre-roll', input.anonymousCount) : null,
    postRoll: row.postRoll ? rollQueryFor(row.postRoll, 'Post-roll', input.anonymousCount) : null,
  };
}

/** Rolls found, per slot and position. Missing entries mean "none available". */
export type AvailableRolls<T = Roll> = Partial<Record<RollSlot, { pre?: T | null; post?: T | null }>>;

export interface FunnelChoice<T> {
  preRoll: T | null;
  postRoll: T | null;
}

/**
 * §4 donation funnel: from the anonymous count, whether the user is signed in and the rolls
 * available, the pre-roll and post-roll to play. "Signed-in users get no rolls"; §4 Player:
 * rolls only when the episode has no partners.
 */
export function donationRolls<T = Roll>(input: {
  anonymousCount: number;
  signedIn: boolean;
  available: AvailableRolls<T>;
  hasPartners?: boolean;
}): FunnelChoice<T> {
  if (input.signedIn || input.hasPartners) return { preRoll: null, postRoll: null };
  const row = funnelRow(input.anonymousCount);
  return {
    preRoll: row.preRoll ? (input.available[row.preRoll]?.pre ?? null) : null,
    postRoll: row.postRoll ? (input.available[row.postRoll]?.post ?? null) : null,
  };
}

/** §4 "A pop-in donation flag is set if the roll has a desktop or mobile pop-in value." */
export function popInFlag(
  roll:
    | Pick<Roll, 'field_roll_pop_in_donation_deskt' | 'field_roll_pop_in_donation_mobil'>
    | null
    | undefined,
): boolean {
  if (!roll) return false;
  return Boolean(
    roll.field_roll_pop_in_donation_deskt?.trim() || roll.field_roll_pop_in_donation_mobil?.trim(),
  );
}

/** The counter that §4 calls "relevant": the signed-in one for signed-in users, else the anonymous one. */
export function relevantCounter(counter: ListeningCounterCookie, signedIn: boolean): number {
  return signedIn ? counter.ListenerNbConnected : counter.ListenerNb;
}

/**
 * §4 "At 75% progress of an episode a donation modal is queued if the episode has no partners and
 * the relevant counter is a non-zero even number." `previousPercent` makes it fire once, when the
 * progress crosses 75 %.
 */
export function shouldQueueDonationModal(input: {
  percent: number;
  previousPercent?: number;
  hasPartners: boolean;
  counter: number;
  live?: boolean;
}): boolean {
  if (input.live || input.hasPartners) return false;
  if (input.percent < DONATION_MODAL_PERCENT) return false;
  if (input.previousPercent !== undefined && input.previousPercent >= DONATION_MODAL_PERCENT) return false;
  return input.counter > 0 && input.counter % 2 === 0;
}
