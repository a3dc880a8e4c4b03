import { describe, expect, it } from 'vitest';
import { contactBody, contactFormValues, validateContact } from './contact-form';

describe('contact form', () => {
  it('§3 "birthdate (reformatted YYYY-MM-DD, empty if missing)"', () => {
    expect(contactFormValues({ birthdate: '1980-04-02T00:00:00.000Z' }).birthdate).toBe('1980-04-02');
    expect(contactFormValues({ birthdate: '02/04/1980' }).birthdate).toBe('1980-04-02');
    expect(contactFormValues({}).birthdate).toBe('');
    expect(contactFormValues(null).city).toBe('');
  });

  it('the body is trimmed and keeps the birthdate as YYYY-MM-DD', () => {
    const v = { ...contactFormValues({}), city: '  Lyon ', birthdate: '1980-04-02', country: 'FR' };
    expect(contactBody(v)).toMatchObject({ city: 'Lyon', birthdate: '1980-04-02', country: 'FR' });
  });

  it('French messages for an impossible birthdate, phone or postcode', () => {
    const today = new Date('2026-01-01T00:00:00Z');
    const errors = validateContact(
      { ...contactFormValues({}), birthdate: '2030-01-01', phone: 'abc', zipcode: '!' },
      today,
    );
    expect(errors).toEqual({
      birthdate: 'La date de naissance ne peut pas être dans le futur.',
      phone: 'Veuillez saisir un numéro de téléphone valide.',
      zipcode: 'Veuillez saisir un code postal valide.',
    });
    expect(
      validateContact(
        { ...contactFormValues({}), birthdate: '1980-04-02', phone: '+33 4 72 00 00 00' },
        today,
      ),
    ).toEqual({});
  });
});
