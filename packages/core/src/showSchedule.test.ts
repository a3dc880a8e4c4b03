import { describe, expect, it } from 'vitest';
import { frenchDays, frenchHour, scheduleLines } from './showSchedule';
import type { ShowSlot } from './types/content';

const national = { code: 'RCFNational', name: 'RCF National', is_national: true };
const lyon = { code: 'RCFLyon', name: 'RCF Lyon', is_national: false };
const slot = (radio: ShowSlot['radio'], weekday: number, start: string, end = '23:59'): ShowSlot => ({
  radio,
  weekday,
  start,
  end,
});

describe("a show's slot in the programme grid, in French", () => {
  it('« Le samedi à 9 h 30 sur RCF National »', () => {
    expect(scheduleLines([slot(national, 6, '09:30')])).toEqual(['Le samedi à 9 h 30 sur RCF National']);
  });

  it('hours: « 6 h », « 9 h 05 », « midi », « minuit »', () => {
    expect(['06:00', '09:05', '12:00', '00:00'].map(frenchHour)).toEqual(['6 h', '9 h 05', 'midi', 'minuit']);
  });

  it('days: every day, weekdays, the weekend, a run, a list', () => {
    expect(frenchDays([1, 2, 3, 4, 5, 6, 7])).toBe('Tous les jours');
    expect(frenchDays([5, 4, 3, 2, 1])).toBe('Du lundi au vendredi');
    expect(frenchDays([6, 7])).toBe('Le week-end');
    expect(frenchDays([1, 3, 5])).toBe('Le lundi, le mercredi et le vendredi');
    expect(frenchDays([7])).toBe('Le dimanche');
  });

  it('two starts on the same days make one sentence; other days another', () => {
    const week = [1, 2, 3, 4, 5].flatMap((d) => [slot(national, d, '12:00'), slot(national, d, '18:00')]);
    expect(scheduleLines([...week, slot(national, 7, '10:00')])).toEqual([
      'Du lundi au vendredi à midi et à 18 h sur RCF National',
      'Le dimanche à 10 h sur RCF National',
    ]);
  });

  it('the national week first, and the radios that air it the same way counted', () => {
    const days = [1, 2, 3, 4, 5, 6, 7];
    const lines = scheduleLines([
      ...days.map((d) => slot(lyon, d, '17:30')),
      ...days.map((d) => slot(national, d, '17:30')),
    ]);
    expect(lines).toEqual(['Tous les jours à 17 h 30 sur RCF National et une autre radio du réseau']);
  });

  it('a regional show: its own radio; no slot at all: nothing', () => {
    expect(scheduleLines([slot(lyon, 1, '11:00')])).toEqual(['Le lundi à 11 h sur RCF Lyon']);
    expect(scheduleLines([])).toEqual([]);
  });
});
