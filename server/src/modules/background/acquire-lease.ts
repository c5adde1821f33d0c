import type { DatabaseHandle } from '../../db/create-database';

/**
 * Takes or renews the lease `name` for `holder` until `now + leaseMs`, in one statement: the row is
 * written only when it is new, lapsed (`expires_at <= now`) or already ours. Returns whether
 * `holder` now holds it. Two instances racing for a lapsed lease: the database lets one write win
 * (SQLite serializes writers; PostgreSQL locks the row, then re-checks the condition).
 */
export async function acquireLease(database: DatabaseHandle, lease: { name: string; holder: string; leaseMs: number; now?: number }): Promise<boolean> {
  const now = lease.now ?? Date.now();
  const row = await database.db
    .insertInto('background_leases')
    .values({ name: lease.name, holder: lease.holder, expires_at: now + lease.leaseMs })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet((eb) => ({ holder: eb.ref('excluded.holder'), expires_at: eb.ref('excluded.expires_at') }))
        .where((eb) => eb.or([eb('background_leases.expires_at', '<=', now), eb('background_leases.holder', '=', lease.holder)])),
    )
    .returning('holder')
    .executeTakeFirst();
  return row?.holder === lease.holder;
}

/** Gives the lease up at once (a clean shutdown), so another instance need not wait for it to lapse. */
export async function releaseLease(database: DatabaseHandle, lease: { name: string; holder: string }): Promise<void> {
  await database.db.updateTable('background_leases').set({ expires_at: 0 }).where('name', '=', lease.name).where('holder', '=', lease.holder).execute();
}
