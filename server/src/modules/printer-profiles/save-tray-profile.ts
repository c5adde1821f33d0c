import { randomUUID } from 'node:crypto';
import type { z } from 'zod/mini';
import { MAX_TRAY_PROFILES, type trayProfileInput } from '@core/contracts/tray-profiles';
import type { DatabaseHandle } from '../../db/create-database';
import { inWriteTransaction, lockUserRow } from '../ledger/write-transaction';
import { findTrayProfile, trayNotFound, type TrayProfileRow } from './find-tray-profile';
import { refuseOverLimit, refuseTakenName } from './owned-names';

export type TrayProfileFields = z.output<typeof trayProfileInput>;

const limitMessage = `You can keep at most ${MAX_TRAY_PROFILES} card trays. Delete one you no longer use first.`;
const takenMessage = (name: string) => `You already have a card tray named "${name}".`;

/** A new tray for `uid`: at most MAX_TRAY_PROFILES each, names unique per user (400 VALIDATION otherwise). */
export async function createTrayProfile(handle: DatabaseHandle, uid: string, fields: TrayProfileFields, now = Date.now()): Promise<TrayProfileRow> {
  return inWriteTransaction(handle, async (trx) => {
    // One user's creates queue, so two at once can't both pass the count or the name check.
    await lockUserRow(handle, trx, uid);
    await refuseOverLimit(trx, 'tray_profiles', uid, MAX_TRAY_PROFILES, limitMessage);
    await refuseTakenName(trx, 'tray_profiles', uid, fields.name, null, takenMessage(fields.name));
    const row: TrayProfileRow = { id: randomUUID(), uid, name: fields.name, layout: JSON.stringify(fields.layout), created_at: now, updated_at: now };
    await trx.insertInto('tray_profiles').values(row).execute();
    return row;
  });
}

/** Changes the user's own tray `id` (404 NOT_FOUND when it is not theirs). */
export async function updateTrayProfile(handle: DatabaseHandle, uid: string, id: string, fields: TrayProfileFields, now = Date.now()): Promise<TrayProfileRow> {
  return inWriteTransaction(handle, async (trx) => {
    await lockUserRow(handle, trx, uid);
    const found = await findTrayProfile(trx, uid, id);
    await refuseTakenName(trx, 'tray_profiles', uid, fields.name, id, takenMessage(fields.name));
    const changed = { name: fields.name, layout: JSON.stringify(fields.layout), updated_at: now };
    await trx.updateTable('tray_profiles').set(changed).where('id', '=', id).where('uid', '=', uid).execute();
    return { ...found, ...changed };
  });
}

/** Deletes the user's own tray `id` (404 NOT_FOUND when it is not theirs). */
export async function deleteTrayProfile(handle: DatabaseHandle, uid: string, id: string): Promise<void> {
  const result = await handle.db.deleteFrom('tray_profiles').where('id', '=', id).where('uid', '=', uid).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw trayNotFound();
}
