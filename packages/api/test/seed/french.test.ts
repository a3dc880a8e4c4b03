import { describe, expect, it } from 'vitest';
import { contract } from '../../src/seed/french';

describe('French contractions in the demo texts (no « de les »)', () => {
  it('contracts de/à before le/les', () => {
    expect(contract('À la découverte de les Confessions de saint Augustin')).toBe(
      'À la découverte des Confessions de saint Augustin',
    );
    expect(contract('Tout comprendre sur le prix de le pain')).toBe('Tout comprendre sur le prix du pain');
    expect(contract('Prier à les intentions du pape, à le cœur de la nuit')).toBe(
      'Prier aux intentions du pape, au cœur de la nuit',
    );
    expect(contract('De les monastères à les villes')).toBe('Des monastères aux villes');
  });

  it('leaves other words alone', () => {
    expect(contract('Le goût de lectures et à leur rythme')).toBe('Le goût de lectures et à leur rythme');
    expect(contract("de l'Esprit saint")).toBe("de l'Esprit saint");
  });
});
