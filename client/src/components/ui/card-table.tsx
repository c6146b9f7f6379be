import { type TableHTMLAttributes, useLayoutEffect, useRef } from 'react';

/**
 * Names every body cell after its column: `data-label` set to the text of the column's header (a visually hidden
 * header included), for the narrow screens' cards (index.css, `.card-table`). Cells spanning columns are named after
 * the first. Run after every render: rows come and go with the data.
 */
function labelCells(table: HTMLTableElement | null): void {
  if (!table) return;
  const headers = [...(table.tHead?.rows[0]?.cells ?? [])].flatMap((cell) => Array<string>(cell.colSpan || 1).fill((cell.textContent ?? '').trim()));
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        // A lone cell spanning the whole row (an empty state) needs no label.
        const label = cell.colSpan >= headers.length ? '' : (headers[column] ?? '');
        if (cell.dataset.label !== label) cell.dataset.label = label;
        column += cell.colSpan || 1;
      }
    }
  }
}

/**
 * Every data table of the client: a table as usual from 640 px up; below, each row becomes a card listing every
 * column's value under its header's name, actions included, so nothing lies beyond a phone's screen (no sideways
 * scrolling at 360 px; WCAG 1.4.10). The look is index.css's `.card-table`; the labels come from the header row.
 */
export function CardTable({ className = '', children, ...rest }: TableHTMLAttributes<HTMLTableElement>) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => labelCells(ref.current));
  return (
    <table ref={ref} className={`card-table ${className}`} {...rest}>
      {children}
    </table>
  );
}
