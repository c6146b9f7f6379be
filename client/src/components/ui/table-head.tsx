import type { ReactNode } from 'react';

/** A table's header row: one column header per label (a label may be visually hidden with `<span className="sr-only">`). */
export function TableHead({ columns, className, cellClassName }: { columns: readonly ReactNode[]; className: string; cellClassName: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col" className={cellClassName}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
