import { AppError } from '@core/errors/app-error';
import { istDay } from '@core/time/ist-day';
import type { DatabaseHandle } from '../../db/create-database';

/**
 * Takes one of the user's free proofs for today (Asia/Kolkata) before a free picture is made
 * (decision 0053): one statement that counts up only below the cap, so two instances or two
 * requests at once can never pass it. One request is one proof, however many pictures it makes. At the cap: 429 FREE_PROOF_LIMIT, and nothing is made.
 */
export async function takeFreeProof(database: DatabaseHandle, request: { uid: string; now: number; perDay: number }): Promise<void> {
  const day = istDay(request.now);
  const row = await database.db
    .insertInto('free_proofs')
    .values({ uid: request.uid, ist_day: day, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['uid', 'ist_day'])
        .doUpdateSet((eb) => ({ count: eb('free_proofs.count', '+', 1) }))
        .where('free_proofs.count', '<', request.perDay),
    )
    .returning('count')
    .executeTakeFirst();
  if (!row)
    throw new AppError(
      'FREE_PROOF_LIMIT',
      `You have made ${request.perDay} free proofs today, the daily limit. Free proofs start again tomorrow; clean prints and files are not affected.`,
    );
}
