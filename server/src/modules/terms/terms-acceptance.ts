import type { Kysely } from 'kysely';
import { TERMS_HASH, type TermsAcceptance } from '@core/contracts/terms-acceptance';
import { AppError } from '@core/errors/app-error';
import type { Database } from '../../db/schema';

/** Whether (and when) `uid` accepted the current terms (docs/decisions/0067-terms-accepted-once-a-version.md). */
export async function readTermsAcceptance(db: Kysely<Database>, uid: string): Promise<TermsAcceptance> {
  const row = await db.selectFrom('terms_acceptances').select('accepted_at').where('uid', '=', uid).where('terms_hash', '=', TERMS_HASH).executeTakeFirst();
  return { termsHash: TERMS_HASH, acceptedAt: row ? new Date(row.accepted_at).toISOString() : null };
}

/**
 * `uid` accepted the terms of version `termsHash`: kept once (a second acceptance of the same version keeps the
 * first time). A version that is not the current one is refused (409 TERMS_CHANGED): the page showed older terms.
 */
export async function acceptTerms(db: Kysely<Database>, uid: string, termsHash: string, now = Date.now()): Promise<TermsAcceptance> {
  if (termsHash !== TERMS_HASH) {
    throw new AppError('TERMS_CHANGED');
  }
  await db
    .insertInto('terms_acceptances')
    .values({ uid, terms_hash: termsHash, accepted_at: now })
    .onConflict((conflict) => conflict.columns(['uid', 'terms_hash']).doNothing())
    .execute();
  return readTermsAcceptance(db, uid);
}
