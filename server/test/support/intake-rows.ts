import type { DatabaseHandle } from '../../src/db/create-database';
import { NEVER_BACKED_UP_TABLES } from '../../src/db/never-backed-up-tables';

/** Rows in the intake tables (intakes, their files and chunks), on either database. */
export async function intakeRows(handle: DatabaseHandle): Promise<number> {
  let rows = 0;
  for (const table of NEVER_BACKED_UP_TABLES) {
    const counted = await handle.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    rows += Number(counted.n);
  }
  return rows;
}
