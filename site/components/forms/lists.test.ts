import { describe, expect, it } from 'vitest';
import { newsletterOptions } from './lists';

describe('newsletter lists', () => {
  it('spec §3 "Newsletter lists: id to label with the prefix \'Newsletter \' removed, sorted"', () => {
    expect(
      newsletterOptions({
        '12': 'Newsletter Vie spirituelle',
        '4': 'Newsletter Actualité',
        '7': 'Évangile du jour',
      }),
    ).toEqual([
      { id: '4', label: 'Actualité' },
      { id: '7', label: 'Évangile du jour' },
      { id: '12', label: 'Vie spirituelle' },
    ]);
  });
});
