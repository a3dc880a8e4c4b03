import { describe, expect, it } from 'vitest';
import { eventWhen } from './event';

describe('an event’s dates, as one says them (Paris time)', () => {
  it('one day, several days, no end', () => {
    expect(eventWhen({ date: '2026-12-12T19:30:00Z', enddate: '2026-12-12T21:30:00Z' })).toBe(
      'Le samedi 12 décembre 2026, de 20h30 à 22h30',
    );
    expect(eventWhen({ date: '2026-12-14T08:30:00Z', enddate: '2026-12-16T16:00:00Z' })).toBe(
      'Du lundi 14 décembre 2026 à 09h30 au mercredi 16 décembre 2026 à 17h00',
    );
    expect(eventWhen({ date: '2026-07-04T08:00:00Z', enddate: null })).toBe(
      'Le samedi 4 juillet 2026, à 10h00',
    );
    expect(eventWhen({ date: 'demain', enddate: null })).toBe('');
  });
});
