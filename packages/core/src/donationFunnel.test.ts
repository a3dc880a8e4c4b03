import { describe, expect, it } from 'vitest';
import {
  type AvailableRolls,
  DONATION_FUNNEL,
  donationRolls,
  funnelQueries,
  funnelRow,
  popInFlag,
  relevantCounter,
  shouldQueueDonationModal,
} from './donationFunnel';
import { emptyListeningCounter } from './listenerCounter';

const all: AvailableRolls<string> = {
  global: { pre: 'G-pre', post: 'G-post' },
  parcours: { pre: 'P-pre', post: 'P-post' },
  anonymous: { pre: 'A-pre', post: 'A-post' },
};
const choose = (anonymousCount: number, available = all, signedIn = false) =>
  donationRolls({ anonymousCount, signedIn, available });

describe('donation funnel (§4)', () => {
  it('the §4 table has rows for counts 0 to 5', () => {
    expect(DONATION_FUNNEL.map((r) => r.count)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(funnelRow(-1).count).toBe(0);
    expect(funnelRow(9).count).toBe(5);
  });

  it('§4 "0: pre-roll \'Parcours Dons\' (first listening); global post-roll if any."', () => {
    expect(choose(0)).toEqual({ preRoll: 'P-pre', postRoll: 'G-post' });
    expect(choose(0, { parcours: { pre: 'P-pre' } })).toEqual({ preRoll: 'P-pre', postRoll: null });
    expect(funnelQueries({ anonymousCount: 0, signedIn: false })).toEqual({
      preRoll: {
        roll_type: 'Pre-roll',
        roll_use: 'Parcours Dons Utilisateurs anonymes',
        roll_target_users: 'Anonyme',
        roll_number_of_plays: 'firstListening',
      },
      postRoll: { roll_type: 'Post-roll', roll_use: 'Global' },
    });
  });

  it('§4 "1: global pre-roll if any; global post-roll if any."', () => {
    expect(choose(1)).toEqual({ preRoll: 'G-pre', postRoll: 'G-post' });
    expect(choose(1, { parcours: { pre: 'P-pre', post: 'P-post' } })).toEqual({
      preRoll: null,
      postRoll: null,
    });
  });

  it('§4 "2: global pre-roll if any; post-roll \'Parcours Dons\' (third)."', () => {
    expect(choose(2)).toEqual({ preRoll: 'G-pre', postRoll: 'P-post' });
    expect(funnelQueries({ anonymousCount: 2, signedIn: false }).postRoll).toEqual({
      roll_type: 'Post-roll',
      roll_use: 'Parcours Dons Utilisateurs anonymes',
      roll_target_users: 'Anonyme',
      roll_number_of_plays: 'thirdListening',
    });
  });

  it('§4 "3: no global pre-roll; anonymous pre-roll; global post-roll if any."', () => {
    expect(choose(3)).toEqual({ preRoll: 'A-pre', postRoll: 'G-post' });
    expect(funnelQueries({ anonymousCount: 3, signedIn: false }).preRoll).toEqual({
      roll_type: 'Pre-roll',
      roll_use: 'Appel au Don générique',
      roll_target_users: 'Anonyme',
    });
  });

  it('§4 "4: anonymous pre-roll; no post-roll."', () => {
    expect(choose(4)).toEqual({ preRoll: 'A-pre', postRoll: null });
    expect(funnelQueries({ anonymousCount: 4, signedIn: false }).postRoll).toBeNull();
  });

  it('§4 "5: nothing."', () => {
    expect(choose(5)).toEqual({ preRoll: null, postRoll: null });
    expect(funnelQueries({ anonymousCount: 5, signedIn: false })).toEqual({ preRoll: null, postRoll: null });
    expect(choose(7)).toEqual({ preRoll: null, postRoll: null });
  });

  it('§4 "Signed-in users get no rolls."', () => {
    for (const n of [0, 1, 2, 3, 4]) expect(choose(n, all, true)).toEqual({ preRoll: null, postRoll: null });
    expect(funnelQueries({ anonymousCount: 0, signedIn: true })).toEqual({ preRoll: null, postRoll: null });
  });

  it('§4 Player "if a global pre-roll exists and the episode has no partners" / "A post-roll is prepared when there are no partners"', () => {
    expect(donationRolls({ anonymousCount: 1, signedIn: false, available: all, hasPartners: true })).toEqual({
      preRoll: null,
      postRoll: null,
    });
    expect(funnelQueries({ anonymousCount: 1, signedIn: false, hasPartners: true })).toEqual({
      preRoll: null,
      postRoll: null,
    });
  });

  it('§4 "A pop-in donation flag is set if the roll has a desktop or mobile pop-in value."', () => {
    const roll = (d: string | null, m: string | null) => ({
      field_roll_pop_in_donation_deskt: d,
      field_roll_pop_in_donation_mobil: m,
    });
    expect(popInFlag(roll('https://don.example/1', null))).toBe(true);
    expect(popInFlag(roll(null, '1'))).toBe(true);
    expect(popInFlag(roll('', ' '))).toBe(false);
    expect(popInFlag(roll(null, null))).toBe(false);
    expect(popInFlag(null)).toBe(false);
  });

  it('§4 "At 75% progress of an episode a donation modal is queued if the episode has no partners and the relevant counter is a non-zero even number."', () => {
    const base = { percent: 75, hasPartners: false, counter: 2 };
    expect(shouldQueueDonationModal(base)).toBe(true);
    expect(shouldQueueDonationModal({ ...base, counter: 4, percent: 80, previousPercent: 74 })).toBe(true);
    expect(shouldQueueDonationModal({ ...base, percent: 74.9 })).toBe(false);
    expect(shouldQueueDonationModal({ ...base, previousPercent: 76, percent: 77 })).toBe(false);
    expect(shouldQueueDonationModal({ ...base, hasPartners: true })).toBe(false);
    expect(shouldQueueDonationModal({ ...base, counter: 0 })).toBe(false);
    expect(shouldQueueDonationModal({ ...base, counter: 3 })).toBe(false);
    expect(shouldQueueDonationModal({ ...base, live: true })).toBe(false);
    const c = { ...emptyListeningCounter(), ListenerNb: 2, ListenerNbConnected: 3 };
    expect(relevantCounter(c, false)).toBe(2);
    expect(relevantCounter(c, true)).toBe(3);
  });
});
