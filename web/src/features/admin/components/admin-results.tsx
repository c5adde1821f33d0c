import { useState, type ReactNode } from 'react';
import { ErrorMessage } from '../../../components/error-message';
import { LoadingMessage } from '../../../components/loading-message';
import { AdminTable, type AdminTableColumn } from './admin-table';
import { ShowMoreButton } from './show-more-button';

/** What a list query is at: TanStack Query's result, the fields this view reads. */
interface ListQuery<Row> {
  data: Row[] | undefined;
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
}

interface AdminResultsProps<Row> {
  query: ListQuery<Row>;
  loadingLabel: string;
  emptyText: string;
  /** Show the loading line on every read (a search), not only until the first answer. */
  loadingWhileFetching?: boolean;
  /** Show this many rows at first and as many more on each "Show more"; all of them when absent. */
  pageSize?: number;
  /** A new value (another filter) starts again at the first page. */
  pageKey?: string;
  /** Given, the rows go into a console table with these column heads. */
  columns?: readonly AdminTableColumn[];
  /** The rows shown: table rows, or a whole card list. */
  children: (rows: Row[]) => ReactNode;
}

/** A console list as it loads: the loading line, the error with Retry, the empty text, or the rows (in a table when given columns) with "Show more". */
export function AdminResults<Row>({
  query,
  loadingLabel,
  emptyText,
  loadingWhileFetching = false,
  pageSize,
  pageKey,
  columns,
  children,
}: AdminResultsProps<Row>) {
  const [shown, setShown] = useState(pageSize ?? Infinity);
  const [shownKey, setShownKey] = useState(pageKey);
  if (shownKey !== pageKey) {
    setShownKey(pageKey);
    setShown(pageSize ?? Infinity);
  }
  const rows = query.data ?? [];
  const shownRows = children(rows.slice(0, shown));

  return (
    <>
      {(loadingWhileFetching ? query.isFetching : query.isPending) && <LoadingMessage label={loadingLabel} />}
      {query.isError && <ErrorMessage error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess && rows.length === 0 && <p>{emptyText}</p>}
      {query.isSuccess && rows.length > 0 && (
        <>
          {columns ? <AdminTable columns={columns}>{shownRows}</AdminTable> : shownRows}
          {pageSize !== undefined && <ShowMoreButton remaining={rows.length - shown} onClick={() => setShown((count) => count + pageSize)} />}
        </>
      )}
    </>
  );
}
