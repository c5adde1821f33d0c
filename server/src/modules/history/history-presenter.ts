import type { HistoryEntry, HistoryResponse } from '@core/contracts/history';
import type { HistoryPage, HistoryRow } from './list-history';

const iso = (ms: number) => new Date(ms).toISOString();

const presentRow = (row: HistoryRow): HistoryEntry => ({ ...row, at: iso(row.at) });

/** GET /api/v1/history's answer. */
export const presentHistory = (page: HistoryPage): HistoryResponse => ({
  entries: page.rows.map(presentRow),
  older: page.older === null ? null : String(page.older),
  since: iso(page.since),
  coins: page.coins,
});
