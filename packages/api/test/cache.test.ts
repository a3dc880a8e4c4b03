import { describe, expect, it } from 'vitest';
import { ResponseCache } from '../src/cache.js';

const JSON_TYPE = 'application/json; charset=utf-8';

describe('ResponseCache (public GET responses kept in memory, bounded)', () => {
  it('keeps at most maxEntries, dropping the least recently read first', () => {
    const c = new ResponseCache(2);
    c.set('/a', 'A', JSON_TYPE, 60_000);
    c.set('/b', 'B', JSON_TYPE, 60_000);
    expect(c.get('/a')?.body).toBe('A'); // /a is now the most recent
    c.set('/c', 'C', JSON_TYPE, 60_000);
    expect([c.get('/a')?.body, c.get('/b'), c.get('/c')?.body]).toEqual(['A', undefined, 'C']);
    expect(c.count).toBe(2);
  });

  it('keeps at most maxChars of bodies, whatever the number of entries', () => {
    const c = new ResponseCache(5000, 8000);
    for (let i = 0; i < 50; i++) c.set(`/p${i}`, 'x'.repeat(900), JSON_TYPE, 60_000);
    expect(c.chars).toBeLessThanOrEqual(8000);
    expect(c.count).toBe(8);
    expect(c.get('/p49')?.body).toHaveLength(900);
    expect(c.get('/p0')).toBeUndefined();
    // A body larger than an eighth of the budget is not kept (it would empty the cache).
    c.set('/huge', 'x'.repeat(1200), JSON_TYPE, 60_000);
    expect(c.get('/huge')).toBeUndefined();
    // Replacing an entry does not count it twice.
    for (let i = 0; i < 10; i++) c.set('/p49', 'y'.repeat(900), JSON_TYPE, 60_000);
    expect(c.count).toBe(8);
    c.clear();
    expect([c.count, c.chars]).toEqual([0, 0]);
  });

  it('an expired entry is not served, and its characters are released', () => {
    const c = new ResponseCache(10);
    c.set('/old', 'O', JSON_TYPE, -1);
    expect(c.get('/old')).toBeUndefined();
    expect([c.count, c.chars]).toEqual([0, 0]);
  });

  it('an expired entry kept for an outage: never served as fresh, only by stale() within its window', () => {
    const c = new ResponseCache(10);
    c.set('/kept', 'K', JSON_TYPE, -1, 60_000);
    expect(c.get('/kept')).toBeUndefined();
    expect(c.stale('/kept')?.body).toBe('K');
    c.set('/gone', 'G', JSON_TYPE, -1, 0);
    expect(c.stale('/gone')).toBeUndefined();
  });

  it('keeps the ETag an answer was sent with, for its hits and its stale copy', () => {
    const c = new ResponseCache(10);
    c.set('/e', 'E', JSON_TYPE, 60_000, 60_000, 'W/"abc"');
    expect(c.get('/e')?.etag).toBe('W/"abc"');
    expect(c.stale('/e')?.etag).toBe('W/"abc"');
    c.set('/none', 'N', JSON_TYPE, 60_000);
    expect(c.get('/none')?.etag).toBeUndefined();
  });
});
