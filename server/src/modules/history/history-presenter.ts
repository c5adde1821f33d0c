import type { HistoryEntry, HistoryResponse } from '@core/contracts/history';
import { describePrintedLayout } from '@core/layout/printed-layout';
import type { HistoryPage, HistoryRow } from './list-history';

const iso = (ms: number) => new Date(ms).toISOString();

function presentRow(row: HistoryRow): HistoryEntry {
  if (row.type === 'purchase') return { ...row, at: iso(row.at) };
  const layout = describePrintedLayout(row.layout);
  return {
    ...row,
    at: iso(row.at),
    paper: layout.kind === 'photo-sheet' || layout.kind === 'customer-sheet' ? layout.paper : null,
    photo: layout.kind === 'photo-sheet' || layout.kind === 'customer-sheet' ? layout.photo : null,
    count: layout.kind === 'photo-sheet' || layout.kind === 'customer-sheet' ? layout.count : layout.kind === 'document' ? layout.copies : null,
    customers: layout.kind === 'customer-sheet' ? layout.customers : null,
    docType: layout.kind === 'document' ? layout.docType : null,
    docLayout: layout.kind === 'document' ? layout.layout : null,
  };
}

/** GET /api/v1/history's answer. */
export const presentHistory = (page: HistoryPage): HistoryResponse => ({
  entries: page.rows.map(presentRow),
  older: page.older === null ? null : String(page.older),
  since: iso(page.since),
  coins: page.coins,
});
