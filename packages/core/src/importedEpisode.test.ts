import { describe, expect, it } from 'vitest';
import { episodeGuid } from './importedEpisode';

describe('episodeGuid', () => {
  it("issue text: « /feed/show/{id} keeps the imported guids »: an imported episode's guid is repeated as is", () => {
    expect(episodeGuid({ id: 5000012, guid: 'veilleurs-2026-003' })).toBe('veilleurs-2026-003');
  });
  it('an episode written on the site keeps our own guid, episode-<id>', () => {
    expect(episodeGuid({ id: 101 })).toBe('episode-101');
    expect(episodeGuid({ id: 101, guid: '' })).toBe('episode-101');
  });
});
