import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../../src/db/create-database';
import { createSession } from '../../src/modules/auth/sessions';
import { applyLedgerEntry } from '../../src/modules/ledger/apply-ledger-entry';
import { inWriteTransaction } from '../../src/modules/ledger/write-transaction';
import { upsertUser } from '../../src/modules/auth/upsert-user';

/** A user as the dev provider would create them, credited through the ledger (so the invariant holds). */
export async function createUser(handle: DatabaseHandle, options: { email?: string; coins?: number } = {}): Promise<string> {
  const email = options.email ?? `user-${randomUUID().slice(0, 8)}@example.in`;
  const user = await upsertUser(handle.db, {
    issuer: 'http://localhost:3000/dev-idp',
    subject: randomUUID(),
    email,
    emailVerified: true,
    name: 'Test',
    picture: null,
  });
  if (options.coins) await credit(handle, user.uid, options.coins);
  return user.uid;
}

/** Adds coins through the ledger, as an admin credit would. */
export async function credit(handle: DatabaseHandle, uid: string, coins: number): Promise<void> {
  await inWriteTransaction(handle, (trx) => applyLedgerEntry(trx, { uid, delta: coins, kind: 'admin', ref: `test-credit:${randomUUID()}`, now: Date.now() }));
}

/**
 * A user (see createUser) with a session, and the headers a browser sends with it on a state-changing
 * request (session and CSRF cookies, the CSRF header): for requests over a real socket, where no
 * BrowserSession keeps cookies.
 */
export async function createSignedInUser(handle: DatabaseHandle, options: { email?: string; coins?: number } = {}) {
  const uid = await createUser(handle, options);
  const session = await createSession(handle.db, uid);
  return { uid, session, headers: { cookie: `sid=${session.id}; csrf=${session.csrf}`, 'x-csrf-token': session.csrf } };
}
