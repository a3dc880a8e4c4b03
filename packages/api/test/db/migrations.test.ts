import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/db/migrations';

// Branches add migration steps in parallel and number them apart; `migrate` skips a version it
// has already recorded, so two steps sharing a number would leave the second silently unapplied.
describe('migrations', () => {
  it('gives every step its own version and name', () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(new Set(versions).size).toBe(versions.length);
    const names = MIGRATIONS.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
