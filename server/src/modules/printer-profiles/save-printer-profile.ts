import { randomUUID } from 'node:crypto';
import type { printerProfileInput } from '@core/contracts/printer-profiles';
import { MAX_PRINTER_PROFILES } from '@core/contracts/printer-profiles';
import type { z } from 'zod/mini';
import type { DatabaseHandle } from '../../db/create-database';
import { inWriteTransaction, lockUserRow } from '../ledger/write-transaction';
import { findPrinterProfile, profileNotFound, type PrinterProfileRow } from './find-printer-profile';
import { refuseOverLimit, refuseTakenName } from './owned-names';

export type PrinterProfileFields = z.output<typeof printerProfileInput>;

const limitMessage = `You can keep at most ${MAX_PRINTER_PROFILES} printer profiles. Delete one you no longer use first.`;
const takenMessage = (name: string) => `You already have a printer profile named "${name}".`;

/** A ruler's reading kept to a hundredth of a millimetre (what a person can read, without float noise). */
const hundredths = (value: number) => Math.round(value * 100) / 100;

function columns(fields: PrinterProfileFields) {
  return {
    name: fields.name,
    horizontal_mm: hundredths(fields.horizontal),
    vertical_mm: hundredths(fields.vertical),
    offset_x_mm: hundredths(fields.offsetX),
    offset_y_mm: hundredths(fields.offsetY),
  };
}

/** A new printer profile for `uid`: at most MAX_PRINTER_PROFILES each, names unique per user (400 VALIDATION otherwise). */
export async function createPrinterProfile(handle: DatabaseHandle, uid: string, fields: PrinterProfileFields, now = Date.now()): Promise<PrinterProfileRow> {
  return inWriteTransaction(handle, async (trx) => {
    // One user's creates queue, so two at once can't both pass the count or the name check.
    await lockUserRow(handle, trx, uid);
    await refuseOverLimit(trx, 'printer_profiles', uid, MAX_PRINTER_PROFILES, limitMessage);
    await refuseTakenName(trx, 'printer_profiles', uid, fields.name, null, takenMessage(fields.name));
    const row: PrinterProfileRow = { id: randomUUID(), uid, ...columns(fields), created_at: now, updated_at: now };
    await trx.insertInto('printer_profiles').values(row).execute();
    return row;
  });
}

/** Changes the user's own profile `id` (404 NOT_FOUND when it is not theirs). */
export async function updatePrinterProfile(
  handle: DatabaseHandle,
  uid: string,
  id: string,
  fields: PrinterProfileFields,
  now = Date.now(),
): Promise<PrinterProfileRow> {
  return inWriteTransaction(handle, async (trx) => {
    await lockUserRow(handle, trx, uid);
    const found = await findPrinterProfile(trx, uid, id);
    await refuseTakenName(trx, 'printer_profiles', uid, fields.name, id, takenMessage(fields.name));
    const changed = { ...columns(fields), updated_at: now };
    await trx.updateTable('printer_profiles').set(changed).where('id', '=', id).where('uid', '=', uid).execute();
    return { ...found, ...changed };
  });
}

/** Deletes the user's own profile `id` (404 NOT_FOUND when it is not theirs). */
export async function deletePrinterProfile(handle: DatabaseHandle, uid: string, id: string): Promise<void> {
  const result = await handle.db.deleteFrom('printer_profiles').where('id', '=', id).where('uid', '=', uid).executeTakeFirst();
  if (result.numDeletedRows === 0n) throw profileNotFound();
}
