import type { Event } from '@radio/core';
import { describe, expect, it } from 'vitest';
import { eventIcs, icsFileName, mapHref } from './event-calendar';

const event: Event = {
  id: 42008,
  title: 'Pèlerinage à Banneux',
  alias: '/evenements/pelerinage-a-banneux-42008',
  description: 'Pèlerinage des malades et des familles.',
  body: '<p>Pèlerinage des malades et des familles.</p><p>Rendez-vous à Banneux.</p>',
  date: '2026-12-14T08:30:00.000Z',
  enddate: '2026-12-16T16:00:00.000Z',
  location: 'Banneux',
  radio: { id: 12, name: 'RCF Liège', code: 'RCFLiege' } as Event['radio'],
  visual: null,
};
const o = {
  url: 'https://www.rcf.fr/evenements/pelerinage-a-banneux-42008',
  brand: 'RCF',
  host: 'www.rcf.fr',
};

/** The lines of an iCalendar text, folded lines joined (RFC 5545 §3.1). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('« Ajouter à mon agenda » (iCalendar, RFC 5545)', () => {
  it('one VEVENT with its title, start and end in UTC, place, address and a stable uid', () => {
    const ics = eventIcs(event, o) ?? '';
    const l = lines(ics);
    expect(l[0]).toBe('BEGIN:VCALENDAR');
    expect(l).toContain('BEGIN:VEVENT');
    expect(l).toContain('SUMMARY:Pèlerinage à Banneux');
    expect(l).toContain('DTSTART:20261214T083000Z');
    expect(l).toContain('DTEND:20261216T160000Z');
    expect(l).toContain('LOCATION:Banneux');
    expect(l).toContain(`URL:${o.url}`);
    expect(l).toContain('UID:evenement-42008@www.rcf.fr');
    expect(l.find((x) => x.startsWith('DESCRIPTION:'))).toContain('Rendez-vous à Banneux.');
    expect(l.find((x) => x.startsWith('DESCRIPTION:'))).not.toContain('<p>');
  });

  it('an event without an end lasts two hours; unreadable dates give no file', () => {
    const l = lines(eventIcs({ ...event, enddate: null }, o) ?? '');
    expect(l).toContain('DTEND:20261214T103000Z');
    expect(eventIcs({ ...event, date: 'demain' }, o)).toBeNull();
  });

  it('a file name from the address, and a map of the place', () => {
    expect(icsFileName('pelerinage-a-banneux-42008')).toBe('pelerinage-a-banneux-42008.ics');
    expect(icsFileName('../x"y')).toBe('xy.ics');
    expect(mapHref('Le Puy-en-Velay')).toBe('https://www.openstreetmap.org/search?query=Le%20Puy-en-Velay');
  });
});
