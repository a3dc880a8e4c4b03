/**
 * Coalesces the keys asked for during one turn of the event loop into one query (the DataLoader
 * pattern): ten clients reading ten episodes cost one round trip to the database, not ten. The
 * answer is never kept: every call reads the database of its own moment.
 */
interface Waiter<V> {
  resolve: (v: V | undefined) => void;
  reject: (e: unknown) => void;
}

export class BatchLoader<K, V> {
  private pending = new Map<K, Waiter<V>[]>();
  private scheduled = false;
  private inFlight = 0;

  /**
   * `maxInFlight`: queries running at once; keys asked for meanwhile wait and go together in the
   * next query, so that under load batches grow instead of round trips multiplying.
   */
  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxInFlight = 4,
    private readonly maxBatch = 100,
  ) {}

  load(key: K): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiting = this.pending.get(key);
      if (waiting) waiting.push({ resolve, reject });
      else this.pending.set(key, [{ resolve, reject }]);
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.inFlight >= this.maxInFlight || !this.pending.size) return;
    this.scheduled = true;
    // setImmediate, not a microtask: requests parsed in the same I/O phase join the batch.
    setImmediate(() => this.flush());
  }

  private flush(): void {
    this.scheduled = false;
    while (this.pending.size && this.inFlight < this.maxInFlight) {
      const chunk: [K, Waiter<V>[]][] = [];
      for (const entry of this.pending) {
        chunk.push(entry);
        this.pending.delete(entry[0]);
        if (chunk.length >= this.maxBatch) break;
      }
      this.inFlight++;
      this.loadMany(chunk.map(([k]) => k))
        .then(
          (found) => {
            for (const [k, waiters] of chunk) for (const w of waiters) w.resolve(found.get(k));
          },
          (err: unknown) => {
            for (const [, waiters] of chunk) for (const w of waiters) w.reject(err);
          },
        )
        .finally(() => {
          this.inFlight--;
          this.schedule();
        });
    }
  }
}
