import { describe, expect, it } from 'vitest';
import { chosenDay, dayLabel, isOnAir, parisDate, timeFr, weekOf } from './week';

describe('programme grid week', () => {
  it('spec §9 "French locale, week starts Monday": the week of a Sunday starts the Monday before', () => {
    expect(weekOf('2026-11-22')).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(weekOf('2026-11-16')[0]).toBe('2026-11-16');
    expect(dayLabel('2026-11-16')).toEqual({ name: 'lundi', short: '16/11' });
    expect(dayLabel('2026-11-22').name).toBe('dimanche');
  });

  it('a malformed or out-of-week ?jour= falls back to today', () => {
    const week = weekOf('2026-11-18');
    expect(chosenDay('2026-11-20', week, '2026-11-18')).toBe('2026-11-20');
    expect(chosenDay('2026-12-25', week, '2026-11-18')).toBe('2026-11-18');
    expect(chosenDay('lundi', week, '2026-11-18')).toBe('2026-11-18');
    expect(chosenDay(undefined, week, '2026-11-18')).toBe('2026-11-18');
  });

  it('"what is on now" is the slot with start ≤ now < end, in Paris time', () => {
    const slot = { start: '2026-11-18T07:00:00+01:00', end: '2026-11-18T08:00:00+01:00' };
    expect(isOnAir(slot, new Date('2026-11-18T06:30:00Z'))).toBe(true);
    expect(isOnAir(slot, new Date('2026-11-18T07:00:00Z'))).toBe(false);
    expect(isOnAir({ start: 'x', end: 'y' }, new Date())).toBe(false);
    expect(timeFr(slot.start)).toBe('07h00');
    expect(parisDate(new Date('2026-11-18T23:30:00Z'))).toBe('2026-11-19');
  });
});
