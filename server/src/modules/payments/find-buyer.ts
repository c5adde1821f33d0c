import type { Kysely } from 'kysely';
import { AppError } from '@core/errors/app-error';
import type { Database } from '../../db/schema';

/**
 * Who buys: the signed-in user, or (a session-less mobile purchase) the userId given, which must
 * exist. A signed-in user may name only themselves (403 FORBIDDEN); no session and no userId is
 * 401 UNAUTHENTICATED, an unknown userId 404 NOT_FOUND.
 */
export async function findBuyer(
  db: Kysely<Database>,
  signedIn: { uid: string; email: string } | null,
  userId: string | undefined,
): Promise<{ uid: string; email: string }> {
  if (signedIn) {
    if (userId !== undefined && userId !== signedIn.uid) throw new AppError('FORBIDDEN', 'userId must be your own user id.');
    return { uid: signedIn.uid, email: signedIn.email };
  }
  if (!userId) throw new AppError('UNAUTHENTICATED', "User ID is empty. Please log in to the product's document print application first.");
  const user = await db.selectFrom('users').select(['uid', 'email']).where('uid', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', 'No such user. Please log in to the app first.');
  return user;
}
