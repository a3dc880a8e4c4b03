/**
 * Coalesces the keys asked for during one turn of the event loop into one query (the DataLoader
 * pattern): ten clients reading ten episodes cost one round trip to the database, not ten. The
 * answer is never kept: every call reads the database of its own moment.
 */
export class BatchLoader<K, V> {
  private pending = new Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>();
  private scheduled = false;

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 64,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        // setImmediate, not a microtask: requests parsed in the same I/O phase join the batch.
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const all = [...this.pending];
    this.pending = new Map();
    for (let i = 0; i < all.length; i += this.maxBatch) {
      const chunk = all.slice(i, i + this.maxBatch);
      this.loadMany(chunk.map(([k]) => k)).then(
        (found) => {
          for (const [k, waiters] of chunk) for (const w of waiters) w.resolve(found.get(k));
        },
        (err: unknown) => {
          for (const [, waiters] of chunk) for (const w of waiters) w.reject(err);
        },
      );
    }
  }
}
