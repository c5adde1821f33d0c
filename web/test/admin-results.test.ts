// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminResults } from '../src/features/admin/components/admin-results';
import { loadPageTexts } from '../src/lib/i18n';

type Query = Parameters<typeof AdminResults<string>>[0]['query'];

const rows = Array.from({ length: 45 }, (_, index) => `row ${index + 1}`);
const answered = (data: string[]): Query => ({
  data,
  error: null,
  isPending: false,
  isFetching: false,
  isError: false,
  isSuccess: true,
  refetch: () => undefined,
});

function list(query: Query, pageKey = 'all', extra: { loadingWhileFetching?: boolean } = {}) {
  return createElement(AdminResults<string>, {
    query,
    loadingLabel: 'Loading rows…',
    emptyText: 'No rows.',
    pageSize: 20,
    pageKey,
    ...extra,
    children: (shown: string[]) => createElement('ul', null, ...shown.map((row) => createElement('li', { key: row }, row))),
  });
}

describe('AdminResults (the admin console lists)', () => {
  beforeAll(() => loadPageTexts());
  afterEach(cleanup);

  it('shows 20 rows, 20 more on each Show more, and starts again at 20 when the filter changes', () => {
    const view = render(list(answered(rows), 'all'));
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show more (25 left)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(40);

    // A refresh of the same list keeps what was opened.
    view.rerender(list(answered([...rows]), 'all'));
    expect(screen.getAllByRole('listitem')).toHaveLength(40);

    view.rerender(list(answered(rows), 'paid'));
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Show more (25 left)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more (25 left)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show more (5 left)' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(45);
    expect(screen.queryByRole('button')).toBeNull();

    // Back to the first filter: from the top again, not where it was left.
    view.rerender(list(answered(rows), 'all'));
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
  });

  it('says it is loading, what failed (with Retry), or that the list is empty', () => {
    const loading: Query = { data: undefined, error: null, isPending: true, isFetching: true, isError: false, isSuccess: false, refetch: () => undefined };
    const view = render(list(loading));
    expect(screen.getByRole('status').textContent).toBe('Loading rows…');

    let retried = 0;
    view.rerender(list({ ...loading, isPending: false, isFetching: false, isError: true, error: new Error('down'), refetch: () => (retried += 1) }));
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retried).toBe(1);

    view.rerender(list(answered([])));
    expect(screen.getByText('No rows.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('a search says it is loading on every read, a list only until its first answer', () => {
    const refreshing = { ...answered(rows.slice(0, 3)), isFetching: true };
    const view = render(list(refreshing));
    expect(screen.queryByRole('status')).toBeNull();
    view.rerender(list(refreshing, 'all', { loadingWhileFetching: true }));
    expect(screen.getByRole('status').textContent).toBe('Loading rows…');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
