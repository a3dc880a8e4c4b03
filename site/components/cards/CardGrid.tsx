import type { ReactNode } from 'react';

/** Cards in a grid (or one column), one list item each, keyed by the row's id unless told. */
export function CardGrid<T extends { id: number | string }>({
  rows,
  item,
  label,
  layout = 'grid',
  itemKey = (row) => row.id,
}: {
  rows: readonly T[];
  item: (row: T, index: number) => ReactNode;
  /** The list's accessible name, where the page has several lists. */
  label?: string;
  layout?: 'grid' | 'list';
  itemKey?: (row: T) => string | number;
}) {
  return (
    <ul className={layout} aria-label={label}>
      {rows.map((row, i) => (
        <li key={itemKey(row)}>{item(row, i)}</li>
      ))}
    </ul>
  );
}
