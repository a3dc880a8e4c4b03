import { describe, expect, it } from 'vitest';
import { archivesDayGuard, archivesMonthGuard, archivesYearGuard, directGuard } from './routeGuards';

const ok = { ok: true };
const archives = { ok: false, redirect: '/archives' };
const now = new Date(2026, 10, 21);

describe('route guards (§5)', () => {
  it('§5 "Archives by day: day 1-2 digits and 0 to 31; month 1-2 digits and 0 to 12; year, if present, 4 digits; otherwise redirect to /archives"', () => {
    expect(archivesDayGuard({ year: '2024', month: '3', day: '15' })).toEqual(ok);
    expect(archivesDayGuard({ year: '2024', month: '03', day: '05' })).toEqual(ok);
    expect(archivesDayGuard({ month: '12', day: '31' })).toEqual(ok);
    expect(archivesDayGuard({ year: '2024', month: '0', day: '0' })).toEqual(ok);
    expect(archivesDayGuard({ year: '2024', month: '3', day: '32' })).toEqual(archives);
    expect(archivesDayGuard({ year: '2024', month: '13', day: '1' })).toEqual(archives);
    expect(archivesDayGuard({ year: '2024', month: '003', day: '1' })).toEqual(archives);
    expect(archivesDayGuard({ year: '2024', month: '3', day: '1a' })).toEqual(archives);
    expect(archivesDayGuard({ year: '24', month: '3', day: '1' })).toEqual(archives);
    expect(archivesDayGuard({ year: '20245', month: '3', day: '1' })).toEqual(archives);
  });

  it('§5 "Missing month or day also redirects to /archives."', () => {
    expect(archivesDayGuard({ year: '2024', day: '1' })).toEqual(archives);
    expect(archivesDayGuard({ year: '2024', month: '1' })).toEqual(archives);
    expect(archivesDayGuard({ year: '2024', month: '', day: '1' })).toEqual(archives);
  });

  it('§5 "Archives by year and month: year not 4 digits, or equal to the current year, redirects to /archives."', () => {
    expect(archivesMonthGuard({ year: '2025', month: '6' }, now)).toEqual(ok);
    expect(archivesMonthGuard({ year: '2026', month: '6' }, now)).toEqual(archives);
    expect(archivesMonthGuard({ year: '202', month: '6' }, now)).toEqual(archives);
    expect(archivesMonthGuard({ year: '2025', month: '14' }, now)).toEqual(archives);
    expect(archivesMonthGuard({ year: String(new Date().getFullYear()), month: '1' })).toEqual(archives);
  });

  it('§5 "Archives by year: same rule."', () => {
    expect(archivesYearGuard({ year: '2025' }, now)).toEqual(ok);
    expect(archivesYearGuard({ year: '2026' }, now)).toEqual(archives);
    expect(archivesYearGuard({ year: 'abcd' }, now)).toEqual(archives);
    expect(archivesYearGuard({}, now)).toEqual(archives);
  });

  it('§5 "/direct/{id}: id must be the product prefix followed by letters and digits, otherwise redirect to /direct/<prefix>National."', () => {
    expect(directGuard('RCFNational')).toEqual(ok);
    expect(directGuard('RCFLyon69')).toEqual(ok);
    expect(directGuard('RCF')).toEqual({ ok: false, redirect: '/direct/RCFNational' });
    expect(directGuard('XYZLyon')).toEqual({ ok: false, redirect: '/direct/RCFNational' });
    expect(directGuard('RCF-Lyon')).toEqual({ ok: false, redirect: '/direct/RCFNational' });
    expect(directGuard(undefined)).toEqual({ ok: false, redirect: '/direct/RCFNational' });
    expect(directGuard('ABCSud', 'ABC')).toEqual(ok);
    expect(directGuard('RCFSud', 'ABC')).toEqual({ ok: false, redirect: '/direct/ABCNational' });
    expect(directGuard('a.bX', 'a.b')).toEqual(ok);
    expect(directGuard('aXbX', 'a.b')).toEqual({ ok: false, redirect: '/direct/a.bNational' });
  });
});
