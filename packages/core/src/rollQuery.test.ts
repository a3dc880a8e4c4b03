import { describe, expect, it } from 'vitest';
import { LISTENING_ORDINALS, listeningOrdinal, parseRollQuery, rollQueryString } from './rollQuery';

describe('roll query (§3 Roll)', () => {
  it("§3 \"Query attributes: roll_type (Pre-roll or Post-roll); roll_use (Global, 'Appel au Don générique', 'Parcours Dons Utilisateurs anonymes'); roll_target_users ('Anonyme' or 'Connecté'); roll_number_of_plays (firstListening to sixthListening); roll_level\"", () => {
    const qs = rollQueryString({
      roll_type: 'Pre-roll',
      roll_use: 'Parcours Dons Utilisateurs anonymes',
      roll_target_users: 'Anonyme',
      roll_number_of_plays: 'firstListening',
      roll_level: '2',
    });
    expect(qs).toBe(
      'roll_type=Pre-roll&roll_use=Parcours+Dons+Utilisateurs+anonymes&roll_target_users=Anonyme&roll_number_of_plays=firstListening&roll_level=2',
    );
    expect(rollQueryString({ roll_type: 'Post-roll', roll_use: 'Global', roll_level: '' })).toBe(
      'roll_type=Post-roll&roll_use=Global',
    );
    expect(parseRollQuery(qs)).toEqual({
      roll_type: 'Pre-roll',
      roll_use: 'Parcours Dons Utilisateurs anonymes',
      roll_target_users: 'Anonyme',
      roll_number_of_plays: 'firstListening',
      roll_level: '2',
    });
    const generic = rollQueryString({
      roll_type: 'Pre-roll',
      roll_use: 'Appel au Don générique',
      roll_target_users: 'Connecté',
    });
    expect(parseRollQuery(new URLSearchParams(generic))).toEqual({
      roll_type: 'Pre-roll',
      roll_use: 'Appel au Don générique',
      roll_target_users: 'Connecté',
    });
  });

  it('§3 "roll_number_of_plays (firstListening to sixthListening)"', () => {
    expect(LISTENING_ORDINALS).toHaveLength(6);
    expect(listeningOrdinal(0)).toBe('firstListening');
    expect(listeningOrdinal(2)).toBe('thirdListening');
    expect(listeningOrdinal(5)).toBe('sixthListening');
    expect(listeningOrdinal(6)).toBeUndefined();
  });

  it('unknown or missing attributes are refused', () => {
    expect(parseRollQuery('roll_use=Global')).toBeNull();
    expect(parseRollQuery('roll_type=Mid-roll&roll_use=Global')).toBeNull();
    expect(parseRollQuery('roll_type=Pre-roll&roll_use=Global&roll_target_users=Admin')).toBeNull();
    expect(
      parseRollQuery('roll_type=Pre-roll&roll_use=Global&roll_number_of_plays=seventhListening'),
    ).toBeNull();
  });
});
