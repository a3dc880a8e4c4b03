/**
 * The contact follows the identity, never the other way (spec §7 "PATCH /email with oldEmail,
 * newEmail"): a change is first recorded for the identity (sub) while it still owns the old
 * address, and the contact, its donations and its newsletter subscriptions move only once the
 * identity service says the new address is this identity's, verified. A typo or a cancelled change
 * therefore moves nothing, and nobody can move a contact to, or take one from, an address they
 * have not verified. The move is one transaction.
 */
import type { Db, Queryable } from '../db/index.js';

export type MoveOutcome<Row> =
  | { kind: 'moved'; contact: Row | null }
  | { kind: 'none' }
  /** A contact already exists at the new address: nothing moved, the request is dropped. */
  | { kind: 'taken' };

/** How long a change waits for its new address to be verified (docs/security.md, retention). */
export const MOVE_RETENTION = '7 days';

/** Records (or replaces) the identity's pending change from `oldEmail` to `newEmail`. */
export async function recordMove(db: Queryable, sub: string, oldEmail: string, newEmail: string) {
  // Kept until completed, the account deleted, or MOVE_RETENTION (an identity's code lives 24 h).
  await db.query(`DELETE FROM contact_email_moves WHERE created_at < now() - interval '${MOVE_RETENTION}'`);
  await db.query(
    `INSERT INTO contact_email_moves (sub, old_email, new_email) VALUES ($1, $2, $3)
     ON CONFLICT (sub) DO UPDATE SET old_email = EXCLUDED.old_email, new_email = EXCLUDED.new_email, created_at = now()`,
    [sub, oldEmail, newEmail],
  );
}

/**
 * Completes the identity's pending change when `verifiedEmail` (the address the identity service
 * now gives for it) is the new address of that change.
 */
export async function completeMove<Row>(
  db: Db,
  sub: string,
  verifiedEmail: string,
): Promise<MoveOutcome<Row>> {
  // Most calls have nothing pending: one indexed read, no transaction.
  const pending = await db.query('SELECT 1 FROM contact_email_moves WHERE sub = $1 AND new_email = $2', [
    sub,
    verifiedEmail,
  ]);
  if (!pending.length) return { kind: 'none' };
  return db.transaction(async (tx) => {
    const [move] = await tx.query<{ old_email: string }>(
      'SELECT old_email FROM contact_email_moves WHERE sub = $1 AND new_email = $2 FOR UPDATE',
      [sub, verifiedEmail],
    );
    if (!move) return { kind: 'none' } as const;
    await tx.query('DELETE FROM contact_email_moves WHERE sub = $1', [sub]);
    const from = move.old_email;
    if (from === verifiedEmail) return { kind: 'moved', contact: null } as const;
    const taken = await tx.query('SELECT 1 FROM contacts WHERE email = $1', [verifiedEmail]);
    if (taken.length) return { kind: 'taken' } as const;
    const [contact] = await tx.query<Row>(
      'UPDATE contacts SET email = $2, changed_at = now() WHERE email = $1 RETURNING *',
      [from, verifiedEmail],
    );
    await tx.query('UPDATE donations SET email = $2 WHERE email = $1', [from, verifiedEmail]);
    await tx.query(
      `INSERT INTO newsletter_subscriptions (email, list_id)
       SELECT $2, list_id FROM newsletter_subscriptions WHERE email = $1 ON CONFLICT DO NOTHING`,
      [from, verifiedEmail],
    );
    await tx.query('DELETE FROM newsletter_subscriptions WHERE email = $1', [from]);
    return { kind: 'moved', contact: contact ?? null } as const;
  });
}
