import { describe, expect, it } from 'vitest';
import { ApiError, pageErrorStatus } from './api/http';
import { isNewDeployment, shouldReloadOnChunkError } from './chunkReload';

describe('chunk reload (§4)', () => {
  it('§4 "Chunk load failure reloads the page once (guard 10 s per path)"', () => {
    const t = 1_000_000;
    expect(shouldReloadOnChunkError({}, '/a', t)).toBe(true);
    const rec = { '/a': t };
    expect(shouldReloadOnChunkError(rec, '/a', t + 9_999)).toBe(false);
    expect(shouldReloadOnChunkError(rec, '/b', t + 1)).toBe(true);
    expect(shouldReloadOnChunkError(rec, '/a', t + 10_000)).toBe(true);
    expect(shouldReloadOnChunkError({ '/a': Date.now() }, '/a')).toBe(false);
  });

  it('§4 "A new deployment is detected by comparing build manifests."', () => {
    expect(isNewDeployment('build-1', 'build-2')).toBe(true);
    expect(isNewDeployment('build-1', 'build-1')).toBe(false);
    expect(isNewDeployment(null, 'build-2')).toBe(false);
  });

  it('§8 "Folder related-call errors raise a page error with the status code or 500."', () => {
    expect(pageErrorStatus(new ApiError('getFolder', 404))).toBe(404);
    expect(pageErrorStatus(new ApiError('getFolder', 0))).toBe(500);
    expect(pageErrorStatus(new Error('x'))).toBe(500);
  });
});
