import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, claimChunkReload, isChunkLoadError, isNewDeployment } from './recovery';

function memoryStore() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
}

describe('recovery', () => {
  it('§4 "Chunk load failure reloads the page once (guard 10 s per path)"', () => {
    const s = memoryStore();
    expect(CHUNK_RELOAD_GUARD_MS).toBe(10_000);
    expect(claimChunkReload('/a', 1_000, s)).toBe(true);
    expect(claimChunkReload('/a', 5_000, s)).toBe(false);
    expect(claimChunkReload('/b', 5_000, s)).toBe(true);
    expect(claimChunkReload('/a', 1_000 + 10_000, s)).toBe(true);
  });

  it('recognises chunk-load failures only', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Failed to load chunk /_next/static/chunks/a.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('API call to {getRadio} failed'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('§4 "A new deployment is detected by comparing build manifests"', () => {
    expect(isNewDeployment('abc', 'abc\n')).toBe(false);
    expect(isNewDeployment('abc', 'def')).toBe(true);
    expect(isNewDeployment('abc', null)).toBe(false);
  });
});
