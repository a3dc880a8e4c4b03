import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fakeFetch';
import { createContentApi } from './content';
import { createListeningApi } from './listening';

const BASE = 'http://127.0.0.1:4100/content';

describe('listening calls (the player and the SDK, spec §7)', () => {
  it('are the content client’s own calls: same paths, same answers, on their own', async () => {
    const { fetch, calls } = fakeFetch(() => ({ body: { id: 1, liveURL: 'http://x/live.mp3' } }));
    const listening = createListeningApi({ baseUrl: BASE, fetch });
    const content = createContentApi({ baseUrl: BASE, fetch });
    expect(Object.keys(content)).toEqual(expect.arrayContaining(Object.keys(listening)));
    expect(await listening.radio('RCFLyon')).toEqual(await content.radio('RCFLyon'));
    await listening.episodesByShow(7, 2);
    await listening.liveInfo('RCFLyon');
    expect(calls.map((c) => c.url.replace(BASE, ''))).toEqual([
      '/radio/RCFLyon?_format=json',
      '/radio/RCFLyon?_format=json',
      '/episodes_by_show/7?page=2&_format=json',
      '/api/dab/RCFLyon?_format=json',
    ]);
  });
});
