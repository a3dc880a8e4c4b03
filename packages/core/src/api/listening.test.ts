import { describe, expect, it } from 'vitest';
import { fakeFetch } from '../../test/fakeFetch';
import { createContentApi } from './content';
import { ApiError, createHttp, isApiError } from './http';
import { createListeningApi, listeningCalls } from './listening';
import { trackerCalls } from './tracking';

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

  it("the saved positions' calls stand apart (only a signed-in listener needs them), in both clients", async () => {
    const { fetch, calls } = fakeFetch(() => ({
      status: 404,
      body: { status: 404, message: 'Introuvable' },
    }));
    const listening = createListeningApi({ baseUrl: BASE, fetch, getAccessToken: () => 'jeton' });
    expect(Object.keys(listeningCalls(createHttp({ baseUrl: BASE, fetch }, true)))).not.toContain('tracker');
    expect(Object.keys(trackerCalls(createHttp({ baseUrl: BASE, fetch }, true))).sort()).toEqual([
      'addTracker',
      'tracker',
      'updateTracker',
    ]);
    // §7 "GET rcf_tracking_replay/{a}/{b}": none saved (404) is null, not a failure.
    expect(await listening.tracker('sub-1', 12)).toBeNull();
    expect(calls[0]?.url.replace(BASE, '')).toBe('/rcf_tracking_replay/sub-1/12?_format=json');
  });
});

describe('isApiError', () => {
  it("knows an API failure by its name, also from another bundle's copy of the class (the SDK's lazy parts)", () => {
    class ApiErrorElsewhere extends Error {
      override readonly name = 'ApiError';
      constructor(readonly status: number) {
        super('API call to addTracker failed');
      }
    }
    expect(isApiError(new ApiErrorElsewhere(503))).toBe(true);
    expect(isApiError(new ApiError('getTracker', 404))).toBe(true);
    expect(isApiError(new Error('réseau'))).toBe(false);
    expect(isApiError({ name: 'ApiError', status: 503 })).toBe(false);
  });
});
