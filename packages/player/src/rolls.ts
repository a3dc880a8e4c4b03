import {
  funnelQueries,
  type ListeningCounterCookie,
  popInFlag,
  type Roll,
  type RollQuery,
  relevantCounter,
  type SoundData,
  shouldQueueDonationModal,
} from '@radio/core';
import { currentTrack, type PlayerContext } from './context';
import { readCounter } from './counter';
import { closeModalIn } from './modals';
import type { Transport } from './transport';
import type { RollState } from './types';

export function rollState(roll: Roll, type: RollState['type']): RollState | null {
  const url = roll.field_media_audio_file[0]?.url;
  if (!url) return null;
  return {
    type,
    url,
    popInDesktop: roll.field_roll_pop_in_donation_deskt?.trim() || null,
    popInMobile: roll.field_roll_pop_in_donation_mobil?.trim() || null,
    popIn: popInFlag(roll),
  };
}

/** Where an episode stands when the donation funnel of §4 looks at it (each podcast tick). */
export interface FunnelProgress {
  percent: number;
  previousPercent: number;
  counter: ListeningCounterCookie;
}

/**
 * The donation funnel of spec §4: which pre-roll and post-roll an episode gets (core's
 * `funnelQueries`), playing a roll with its donation pop-in, and the donation modal queued
 * during an episode (core's `shouldQueueDonationModal`).
 */
export interface Rolls {
  /** The pre-roll and post-roll of this sound for this listener; a roll that cannot be fetched is none. */
  prepare(
    sound: SoundData,
    early?: EarlyRolls | null,
  ): Promise<{ pre: RollState | null; post: RollState | null }>;
  /**
   * The rolls of an episode without partners, fetched (and the pre-roll's audio checked) before the
   * episode itself is known: handed to `prepare`, which uses them only if the episode has no partners.
   * The pre-roll, once checked, starts loading unless episode `id` is known by then to have partners.
   */
  early(id: string): EarlyRolls;
  /**
   * Asks ahead, while the page is idle, for what `early` would: a press on an episode then waits
   * for none of it. Kept WARM_KEPT_MS, for the listener's funnel step as it stands now.
   */
  warm(): void;
  /** §4 "a check request to the roll audio runs" before a pre-roll plays. */
  answers(roll: RollState): Promise<boolean>;
  /** Plays a roll, then `then` (also when the roll fails: a broken roll never keeps the episode). */
  play(roll: RollState, then: () => void): void;
  onProgress(sound: SoundData, progress: FunnelProgress): void;
}

/** Rolls fetched ahead (`Rolls.early`). */
export type EarlyRolls = Promise<{ pre: RollState | null; post: RollState | null }>;

/** How long rolls asked for ahead (`Rolls.warm`) are taken as current. */
export const WARM_KEPT_MS = 5 * 60_000;

export function createRolls(ctx: PlayerContext, transport: Transport): Rolls {
  const { get, set, emit } = ctx;

  async function fetchRoll(query: RollQuery | null, type: RollState['type']) {
    if (!query) return null;
    try {
      const roll = await ctx.api.roll(query);
      return roll ? rollState(roll, type) : null;
    } catch {
      return null;
    }
  }

  function queueDonationModal() {
    const isCurrent = currentTrack(ctx);
    void ctx.api.donationPopin().then((content) => {
      if (!isCurrent()) return;
      ctx.openModal({ id: 'donation', kind: 'donation', closeOnOutsideClick: true, data: content });
    });
  }

  function play(roll: RollState, then: () => void) {
    const isCurrent = currentTrack(ctx);
    const handle = transport.openRoll(roll.url);
    set({ roll, status: 'loading' });
    if (roll.popIn) {
      set({ popInDonation: true });
      ctx.openModal({
        id: 'roll',
        kind: 'roll',
        closeOnOutsideClick: true,
        data: { desktop: roll.popInDesktop, mobile: roll.popInMobile },
      });
    }
    const finish = () => {
      if (!isCurrent() || !transport.closeRoll(handle)) return;
      set({ roll: null });
      // A roll's pop-in goes with its roll: it asks for what the roll asked for, and left open over
      // the episode it covered « À suivre » in the bar.
      set({ modals: closeModalIn(ctx.get().modals, 'roll') });
      emit('roll-end', { roll });
      then();
    };
    handle.on('play', () => {
      if (transport.roll !== handle) return;
      set({ status: 'roll', error: null });
      emit('roll-start', { roll });
      ctx.announcePlaying();
      ctx.syncMediaSession();
    });
    handle.on('pause', () => {
      if (transport.roll === handle) set({ status: 'paused' });
    });
    handle.on('end', finish);
    // A broken roll must never keep the listener from the episode.
    handle.on('loaderror', finish);
    handle.on('playerror', finish);
    handle.play();
  }

  const queriesFor = (hasPartners: boolean) =>
    funnelQueries({ anonymousCount: readCounter().ListenerNb, signedIn: get().user !== null, hasPartners });

  async function rollsFor(hasPartners: boolean) {
    const queries = queriesFor(hasPartners);
    const [pre, post] = await Promise.all([
      fetchRoll(queries.preRoll, 'Pre-roll'),
      fetchRoll(queries.postRoll, 'Post-roll'),
    ]);
    return { pre, post };
  }

  // The check of a pre-roll fetched ahead, started as soon as the roll is known (one per roll).
  let checked: { url: string; answer: Promise<boolean> } | null = null;
  const check = (url: string) => ctx.api.checkAudio(url);
  // The rolls of an episode without partners asked for ahead (`warm`, the page idle), kept WARM_KEPT_MS
  // for one funnel step (the counter and the account decide which rolls); a press takes them.
  let warmed: { key: string; until: number; rolls: EarlyRolls } | null = null;
  /** The rolls asked for ahead, if they are for the listener's funnel step now and still current. */
  const kept = () => {
    const w = warmed;
    warmed = null;
    return w?.key === JSON.stringify(queriesFor(false)) && Date.now() < w.until ? w : null;
  };
  /** `rolls` with the pre-roll's check started as soon as the roll is known (once per roll and play). */
  const withCheck = (rolls: EarlyRolls): EarlyRolls =>
    rolls.then((r) => {
      if (r.pre && checked?.url !== r.pre.url) checked = { url: r.pre.url, answer: check(r.pre.url) };
      return r;
    });

  return {
    prepare(sound, early) {
      return early && sound.partners.length === 0 ? early : rollsFor(sound.partners.length > 0);
    },
    early(id) {
      const rolls = kept()?.rolls ?? withCheck(rollsFor(false));
      // The checked pre-roll starts loading while the episode is still being read: its sound then
      // comes without a round trip of its own after the episode's (« sound at once »).
      // An episode read by then with partners gets no roll (§4), so none loads for it.
      void rolls.then(async ({ pre }) => {
        const answer = pre && checked?.url === pre.url && checked.answer;
        if (!answer || !(await answer)) return;
        const sound = get().sound;
        if (!(sound?.id === id && sound.partners.length)) transport.preloadRoll(pre.url);
      });
      return rolls;
    },
    warm() {
      warmed = kept() ?? {
        key: JSON.stringify(queriesFor(false)),
        until: Date.now() + WARM_KEPT_MS,
        rolls: withCheck(rollsFor(false)),
      };
    },
    answers(roll) {
      // §4 "a check request to the roll audio runs" before the pre-roll plays: the one started
      // ahead for this roll, else one now.
      const ahead = checked?.url === roll.url ? checked.answer : null;
      checked = null;
      return ahead ?? check(roll.url);
    },
    play,
    onProgress(sound, { percent, previousPercent, counter }) {
      const signedIn = get().user !== null;
      if (
        shouldQueueDonationModal({
          percent,
          previousPercent,
          hasPartners: sound.partners.length > 0,
          counter: relevantCounter(counter, signedIn),
        })
      ) {
        queueDonationModal();
      }
    },
  };
}
