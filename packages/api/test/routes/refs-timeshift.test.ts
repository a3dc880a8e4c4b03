import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/index.js';
import { type RadioRow, Refs, radio } from '../../src/routes/shape.js';

const ORIGIN = 'https://api.radio.test';

function row(code: string, live_url: string, timeshift_url: string | null = null): RadioRow {
  return {
    tid: code.length,
    code,
    name: code,
    shortname: code,
    alias: '/',
    live_url,
    timeshift_url,
    region_tid: null,
    region_name: null,
    around_me_alias: null,
    city: null,
    frequency: null,
    bitrate: 32,
    visual: null,
    description: '',
    social: [],
    is_national: false,
  };
}

/** Only the radios query answers; the other reference reads are empty. */
function dbWith(radios: RadioRow[]): Queryable {
  return {
    query: async <T>(sql: string) => (sql.includes('FROM radios') ? radios : []) as T[],
  };
}

describe('a radio’s timeshift template (« Reprendre l’émission au début »)', () => {
  it('a stream the API emulates gets the emulator’s; a record’s own template is kept; others have none', async () => {
    const refs = await new Refs(
      dbWith([
        row('RCFA', `${ORIGIN}/live/RCFA.mp3`),
        row('RCFBb', 'https://icecast.test/rcfb.mp3', 'https://icecast.test/rcfb/{start}.mp3'),
        row('RCFCcc', 'https://icecast.test/rcfc.mp3'),
      ]),
      'RCF',
      ORIGIN,
    ).load();
    const shifts = [...refs.radios.values()].map((r) => radio(r).timeshiftURL);
    expect(shifts).toEqual([
      `${ORIGIN}/live/RCFA.mp3?debut={start}`,
      'https://icecast.test/rcfb/{start}.mp3',
      null,
    ]);
  });

  it('without knowing its origin the API offers none of its own', async () => {
    const refs = await new Refs(dbWith([row('RCFA', `${ORIGIN}/live/RCFA.mp3`)]), 'RCF').load();
    expect(radio([...refs.radios.values()][0] as RadioRow).timeshiftURL).toBeNull();
  });
});
