import { AppError } from '@core/errors/app-error';
import { istDay } from '@core/time/ist-day';
import type { DatabaseHandle } from '../../db/create-database';
import { writeWithoutFlush } from '../../db/write-without-flush';

/**
 * Takes one of the user's free proofs for today (Asia/Kolkata) before a free picture is made
 * (decision 0053): one statement that counts up only below the cap, so two instances or two
 * requests at once can never pass it. One request is one proof, however many pictures it makes. At the cap: 429 FREE_PROOF_LIMIT, and nothing is made.
 * A count is not money: it commits without waiting for the disk (writeWithoutFlush, decision 0034), as a
 * free print's history row does, so the cap adds no flush to a free print.
 */
export async function takeFreeProof(database: DatabaseHandle, request: { uid: string; now: number; perDay: number }): Promise<void> {
  const day = istDay(request.now);
  const row = await writeWithoutFlush(database, (db) =>
    db
      .insertInto('free_proofs')
      .values({ uid: request.uid, ist_day: day, count: 1 })
      .onConflict((oc) =>
        oc
          .columns(['uid', 'ist_day'])
          .doUpdateSet((eb) => ({ count: eb('free_proofs.count', '+', 1) }))
          .where('free_proofs.count', '<', request.perDay),
      )
      .returning('count')
      .executeTakeFirst(),
  );
  if (!row)
    throw new AppError(
      'FREE_PROOF_LIMIT',
      `You have made ${request.perDay} free proofs today, the daily limit. Free proofs start again tomorrow; clean prints and files are not affected.`,
    );
}

/**
 * Runs `work` (making a free picture) on one of the user's free proofs for today: taken first
 * (takeFreeProof), given back if the work fails, so a refused upload costs no proof.
 */
export async function withFreeProof<T>(database: DatabaseHandle, request: { uid: string; now: number; perDay: number }, work: () => Promise<T>): Promise<T> {
  await takeFreeProof(database, request);
  try {
    return await work();
  } catch (error) {
    // Given back as best it can: the work's own error is what the caller hears.
    await writeWithoutFlush(database, (db) =>
      db
        .updateTable('free_proofs')
        .set((eb) => ({ count: eb('count', '-', 1) }))
        .where('uid', '=', request.uid)
        .where('ist_day', '=', istDay(request.now))
        .where('count', '>', 0)
        .execute(),
    ).catch(() => {});
    throw error;
  }
}
