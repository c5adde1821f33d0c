import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { IdentityClaims } from './identity-client';
import type { SessionUser } from './sessions';

const newUid = () => randomBytes(16).toString('base64url');

/**
 * The user for an identity (issuer + subject, never email), created on first sign-in with an
 * empty balance; name, email and photo refreshed from the provider each time.
 */
export async function upsertUser(db: Kysely<Database>, claims: IdentityClaims, now = Date.now()): Promise<SessionUser> {
  const profile = { email: claims.email, email_verified: claims.emailVerified ? 1 : 0, name: claims.name, photo_url: claims.picture };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await db.selectFrom('users').select('uid').where('issuer', '=', claims.issuer).where('subject', '=', claims.subject).executeTakeFirst();
    if (existing) {
      await db
        .updateTable('users')
        .set({ ...profile, last_login_at: now })
        .where('uid', '=', existing.uid)
        .execute();
      return { uid: existing.uid, email: profile.email, emailVerified: claims.emailVerified, name: profile.name, photoUrl: profile.photo_url };
    }
    const uid = newUid();
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({ uid, issuer: claims.issuer, subject: claims.subject, ...profile, created_at: now, last_login_at: now })
          .execute();
        await trx.insertInto('balances').values({ uid, coins: 0, updated_at: now }).execute();
      });
      return { uid, email: profile.email, emailVerified: claims.emailVerified, name: profile.name, photoUrl: profile.photo_url };
    } catch (error) {
      // A concurrent first sign-in of the same identity won the insert: read it on the next pass.
      if (attempt === 1) throw error;
    }
  }
  throw new Error('unreachable');
}

/**
 * The user behind a bearer ID token, for every API call from the mobile app: read only, unless the
 * user is new or the provider's profile changed (then upsertUser). No write per request.
 */
export async function userForToken(db: Kysely<Database>, claims: IdentityClaims, now = Date.now()): Promise<SessionUser> {
  const row = await db
    .selectFrom('users')
    .select(['uid', 'email', 'email_verified', 'name', 'photo_url'])
    .where('issuer', '=', claims.issuer)
    .where('subject', '=', claims.subject)
    .executeTakeFirst();
  const unchanged =
    row && row.email === claims.email && row.email_verified === (claims.emailVerified ? 1 : 0) && row.name === claims.name && row.photo_url === claims.picture;
  if (!row || !unchanged) return upsertUser(db, claims, now);
  return { uid: row.uid, email: row.email, emailVerified: row.email_verified === 1, name: row.name, photoUrl: row.photo_url };
}
