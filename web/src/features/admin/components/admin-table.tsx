import type { ReactNode } from 'react';

/** A column head; `{ hidden }` is a head only screen readers hear (the actions column). */
export type AdminTableColumn = string | { hidden: string };

interface AdminTableProps {
  /** The column heads in order. */
  columns: readonly AdminTableColumn[];
  /** The id of the heading that names the table, where a section holds more than one. */
  labelledBy?: string;
  /** The rows. */
  children: ReactNode;
}

/** A console table: scrolls sideways when wide and stacks each row into a card on a phone. */
export function AdminTable({ columns, labelledBy, children }: AdminTableProps) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table admin-table--stack" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th scope="col" key={typeof column === 'string' ? column : column.hidden}>
                {typeof column === 'string' ? column : <span className="visually-hidden">{column.hidden}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
