import { expect, test } from '@playwright/test';
// @ts-expect-error plain ESM helper shared with `npm run bench`
import { load, PAGE_REQUEST } from '../scripts/load.mjs';
import { API as TEST_API, SITE as TEST_SITE } from './support/env';

/**
 * "A load test: 200 connections … on the site and on the API, 0 errors", in its short
 * form for `npm test` (LOAD_SECONDS, default 10 s each); `npm run bench` runs 60 s and the
 * 5-minute soak. Only errors are asserted here, never timings.
 */

const SITE = process.env.E2E_SITE_URL ?? TEST_SITE;
const API = process.env.E2E_API_URL ?? TEST_API;
const SECONDS = Number(process.env.LOAD_SECONDS || 10);

type Result = {
  requests: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
  firstErrors: string[];
};

test.setTimeout(180_000);

test('"200 connections … on the API, 0 errors"', async () => {
  const r = (await load({
    url: [
      `${API}/content/radio/RCFNational?_format=json`,
      `${API}/content/regions2`,
      `${API}/content/rcf_admin/settings`,
    ],
    connections: 200,
    durationMs: SECONDS * 1000,
    timeoutMs: 60_000,
  })) as Result;
  expect(r.requests).toBeGreaterThanOrEqual(200);
  expect({ errors: r.errors, non2xx: r.non2xx, first: r.firstErrors }).toEqual({
    errors: 0,
    non2xx: 0,
    first: [],
  });
});

test('"200 connections … on the site, 0 errors"', async () => {
  const r = (await load({
    url: [`${SITE}/`, `${SITE}/emissions-a-z`],
    connections: 200,
    headers: PAGE_REQUEST,
    durationMs: SECONDS * 1000,
    timeoutMs: 90_000,
  })) as Result;
  expect(r.requests).toBeGreaterThanOrEqual(200);
  expect({ errors: r.errors, non2xx: r.non2xx, statuses: r.statuses, first: r.firstErrors }).toEqual({
    errors: 0,
    non2xx: 0,
    statuses: r.statuses,
    first: [],
  });
});
