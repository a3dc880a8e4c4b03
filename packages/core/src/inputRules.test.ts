import { describe, expect, it } from 'vitest';
import {
  BIRTHDATE_MESSAGE,
  contactFormProblems,
  contactInputProblems,
  INPUT_MAX,
  isBirthdate,
  visibleLength,
} from './inputRules';

const today = new Date('2026-11-25T10:00:00Z');
const refs = { civilities: new Set(['1', '2']), countries: new Set(['FR', 'BE']) };

describe('isBirthdate: "real calendar dates (past, after 1900)"', () => {
  it.each([
    '2023-02-30',
    '0000-00-00',
    '1900-13-01',
    '2099-01-01',
    '1900-12-31',
    '2026-11-25',
    '2023-2-3',
    '',
    '2023-02-29',
  ])('refuses %s', (value) => expect(isBirthdate(value, today)).toBe(false));
  it.each(['1901-01-01', '1984-02-29', '2024-02-29', '2026-11-24'])('accepts %s', (value) =>
    expect(isBirthdate(value, today)).toBe(true),
  );
});

describe('contactInputProblems', () => {
  it('civility and country from their reference lists (country XX, civility 999 refused)', () => {
    expect(contactInputProblems({ civility: '999', country: 'XX' }, refs, today)).toEqual({
      civility: 'Civilité inconnue : choisissez-en une dans la liste.',
      country: 'Pays inconnu : choisissez-en un dans la liste.',
    });
    expect(contactInputProblems({ civility: '2', country: 'BE' }, refs, today)).toEqual({});
  });

  it('"names ≤ 100 characters", and every text field with a maximum', () => {
    expect(INPUT_MAX.firstname).toBe(100);
    expect(INPUT_MAX.lastname).toBe(100);
    expect(
      contactInputProblems({ firstname: 'a'.repeat(100), lastname: 'b'.repeat(101) }, refs, today),
    ).toEqual({
      lastname: 'Ce champ ne peut dépasser 100 caractères.',
    });
    expect(contactInputProblems({ address: 'x'.repeat(301), city: 'y'.repeat(5000) }, refs, today)).toEqual({
      address: 'Ce champ ne peut dépasser 300 caractères.',
      city: 'Ce champ ne peut dépasser 100 caractères.',
    });
  });

  it('empty fields are allowed; a bad birth date is named', () => {
    expect(contactInputProblems({ civility: '', country: '', birthdate: '' }, refs, today)).toEqual({});
    expect(contactInputProblems({ birthdate: '2023-02-30' }, refs, today)).toEqual({
      birthdate: BIRTHDATE_MESSAGE,
    });
  });
});

describe('lengths as a reader sees them (visibleLength, contactFormProblems)', () => {
  it('zero-width and other invisible characters count for nothing; accents are part of their letter', () => {
    expect(visibleLength('\u200b'.repeat(10))).toBe(0);
    expect(visibleLength('\u200b\u200c\u200d\u2060\ufeff\u00ad\u3164\u2800 \u00a0\u3000')).toBe(0);
    expect(visibleLength('Élégance !')).toBe(10);
    expect(visibleLength('E\u0301le\u0301gance !')).toBe(10);
    expect(visibleLength('a    b')).toBe(3);
  });

  it('the contact form: a name, a subject, and a message of 10 visible characters', () => {
    expect(contactFormProblems({ name: 'Anne', subject: 'Bonjour', message: 'Élégance !' })).toEqual({});
    expect(
      contactFormProblems({ name: '\u200b', subject: '\ufeff', message: `abc${'\u200b'.repeat(20)}` }),
    ).toEqual({
      name: 'Indiquez votre nom.',
      subject: "Indiquez l'objet de votre message.",
      message: 'Votre message doit contenir au moins 10 caractères.',
    });
  });
});
