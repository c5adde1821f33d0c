import type { Kysely, Selectable } from 'kysely';
import { storedTrayLayout, type TrayProfile } from '@core/contracts/tray-profiles';
import { AppError } from '@core/errors/app-error';
import type { TrayLayout } from '@core/layout/place-tray-cards';
import type { Database, TrayProfilesTable } from '../../db/schema';

export type TrayProfileRow = Selectable<TrayProfilesTable>;

/** The same answer for a tray that doesn't exist and one that is someone else's: an id tells nothing. */
export const trayNotFound = () => new AppError('NOT_FOUND', 'No such card tray. Choose another one, or print on paper.');

/** The user's own tray `id`, or 404 NOT_FOUND (also when it is another user's). */
export async function findTrayProfile(db: Kysely<Database>, uid: string, id: string): Promise<TrayProfileRow> {
  const row = await db.selectFrom('tray_profiles').selectAll().where('id', '=', id).where('uid', '=', uid).executeTakeFirst();
  if (!row) throw trayNotFound();
  return row;
}

/** A stored tray's geometry, read back through the contract (a row it cannot read is a server fault, not the caller's). */
export function trayLayoutOf(row: TrayProfileRow): TrayLayout {
  return storedTrayLayout.parse(JSON.parse(row.layout)) as TrayLayout;
}

/** The user's trays, by name. */
export async function listTrayProfiles(db: Kysely<Database>, uid: string): Promise<TrayProfileRow[]> {
  return db.selectFrom('tray_profiles').selectAll().where('uid', '=', uid).orderBy('name').orderBy('id').execute();
}

/** A tray as the API answers it. */
export const presentTrayProfile = (row: TrayProfileRow): TrayProfile => ({
  id: row.id,
  name: row.name,
  layout: trayLayoutOf(row),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});
