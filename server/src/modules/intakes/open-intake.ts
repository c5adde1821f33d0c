import { createHash, randomBytes } from 'node:crypto';
import type { IntakePublicKey } from '@core/contracts/intakes';
import { AppError } from '@core/errors/app-error';
import { INTAKE_LIFETIME_MS, INTAKE_MAX_OPEN_PER_USER, intakeCodeCommitment, intakeCodeOfDigest } from '@core/intake/intake-terms';
import type { DatabaseHandle } from '../../db/create-database';
import type { IntakesTable } from '../../db/schema';
import { inWriteTransaction, lockUserRow } from '../ledger/write-transaction';

/** The short code of an intake opened under `operatorKey`: its commitment's SHA-256 (docs/decisions/0106-the-code-commits-to-the-shops-key.md). */
function intakeCodeOf(operatorKey: IntakePublicKey): string {
  return intakeCodeOfDigest(createHash('sha256').update(intakeCodeCommitment(operatorKey)).digest());
}

/**
 * Opens an intake for the operator `uid` (docs/decisions/0095-files-from-the-customers-phone.md): an unguessable
 * address (256 bits), a short code not in use, open for INTAKE_LIFETIME_MS. An operator keeps at most
 * INTAKE_MAX_OPEN_PER_USER: opening one more closes the oldest (and deletes what was sent to it); their ids are
 * returned, so their open queues are told.
 */
export async function openIntake(
  database: DatabaseHandle,
  uid: string,
  operatorKey: IntakePublicKey,
  now = Date.now(),
): Promise<{ intake: IntakesTable; closed: string[] }> {
  return inWriteTransaction(database, async (trx) => {
    await lockUserRow(database, trx, uid);
    const row: IntakesTable = {
      id: randomBytes(32).toString('base64url'),
      uid,
      code: intakeCodeOf(operatorKey),
      operator_key: JSON.stringify(operatorKey),
      created_at: now,
      expires_at: now + INTAKE_LIFETIME_MS,
      last_upload_at: null,
      phone_seen_at: null,
      stored_bytes: 0,
      file_count: 0,
      requests: 0,
      version: 0,
    };
    // A code is unique among stored intakes. Against a few hundred open ones a clash of 40 bits is rare, and the same
    // key twice (another tab's, or one copied from a phone) is refused: the browser makes a new key and opens again.
    const inserted = await trx
      .insertInto('intakes')
      .values(row)
      .onConflict((conflict) => conflict.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw new AppError('INTAKE_CODE_TAKEN');
    const kept = await trx
      .selectFrom('intakes')
      .select('id')
      .where('uid', '=', uid)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(INTAKE_MAX_OPEN_PER_USER)
      .execute();
    const closed = await trx
      .deleteFrom('intakes')
      .where('uid', '=', uid)
      .where(
        'id',
        'not in',
        kept.map((k) => k.id),
      )
      .returning('id')
      .execute();
    return { intake: row, closed: closed.map((c) => c.id) };
  });
}

/** Closes the operator's intake: it and everything sent to it are deleted. False when it was not there (or not theirs). */
export async function closeIntake(database: DatabaseHandle, id: string, uid: string): Promise<boolean> {
  const result = await database.db.deleteFrom('intakes').where('id', '=', id).where('uid', '=', uid).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
