import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading a session is not a write per request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const hashSessionId = (id: string) => createHash('sha256').update(id).digest('hex');

export interface SessionUser {
  uid: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
  photoUrl: string | null;
}

export interface ActiveSession {
  idHash: string;
  csrf: string;
  user: SessionUser;
}

/** A new session: a 256-bit random id (only its hash is stored) and its CSRF token. */
export async function createSession(db: Kysely<Database>, uid: string, now = Date.now()): Promise<{ id: string; csrf: string }> {
  const id = randomBytes(32).toString('base64url');
  const csrf = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({ id_hash: hashSessionId(id), uid, csrf, created_at: now, last_seen_at: now, expires_at: now + SESSION_ABSOLUTE_MS })
    .execute();
  return { id, csrf };
}

/** The live session for a cookie value, or null. Expired sessions (idle 7 days, absolute 30) are deleted. */
export async function findSession(db: Kysely<Database>, id: string, now = Date.now()): Promise<ActiveSession | null> {
  if (id.length < 16 || id.length > 128) return null;
  const idHash = hashSessionId(id);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.uid', 'sessions.uid')
    .select([
      'sessions.csrf',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'users.uid',
      'users.email',
      'users.email_verified',
      'users.name',
      'users.photo_url',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();
  if (!row) return null;
  if (now >= row.expires_at || now >= row.last_seen_at + SESSION_IDLE_MS) {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    return null;
  }
  if (now - row.last_seen_at > TOUCH_EVERY_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
  }
  return {
    idHash,
    csrf: row.csrf,
    user: { uid: row.uid, email: row.email, emailVerified: row.email_verified === 1, name: row.name, photoUrl: row.photo_url },
  };
}

export async function deleteSession(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', hashSessionId(id)).execute();
}
