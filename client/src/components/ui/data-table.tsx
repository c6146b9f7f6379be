import type { ReactNode } from 'react';
import { CardTable } from './card-table';
import { ScrollRegion } from './scroll-region';
import { TableHead } from './table-head';

export interface DataTableProps {
  /** Names the scroll region and the table (aria-label in the `list` look, a visually hidden caption in `report`). */
  label: string;
  /** One header a column (a header may be visually hidden with `<span className="sr-only">`). */
  columns: readonly ReactNode[];
  /** The rows (`<tr>` elements). */
  children: ReactNode;
  /**
   * `list`: the admin lists (plain headers, top-aligned rows, an empty row in the table);
   * `report`: the billing and plan tables (small upper-case headers, a caption; the caller shows the empty state).
   */
  look?: 'list' | 'report';
  /** Shown in one full-width row when given (the `list` look's empty state). */
  empty?: ReactNode;
  /** The list is being fetched again (aria-busy on the table). */
  busy?: boolean;
  /** Horizontal padding of the `report` look's header cells. */
  padding?: 'px-3' | 'px-4';
  /** Margins of the scroll box. */
  className?: string;
}

/** A table in its scroll box with its header row, cards below 640 px (CardTable): the one frame of every list and report table of the client. */
export function DataTable({ label, columns, children, look = 'list', empty, busy, padding = 'px-3', className = '' }: DataTableProps) {
  const list = look === 'list';
  return (
    <ScrollRegion label={label} className={`rounded-xl bg-white ring-1 ring-slate-200 ${list ? 'shadow-sm' : ''} ${className}`}>
      <CardTable
        className={list ? 'min-w-full divide-y divide-slate-200 text-sm' : 'min-w-full text-left text-sm'}
        aria-label={list ? label : undefined}
        aria-busy={busy}
      >
        {!list && <caption className="sr-only">{label}</caption>}
        <TableHead
          className={list ? 'bg-slate-50 text-left text-slate-900' : 'bg-slate-50 text-xs uppercase tracking-wide text-slate-600'}
          cellClassName={list ? 'px-3 py-2' : `${padding} py-3 font-semibold`}
          columns={columns}
        />
        <tbody className={list ? 'divide-y divide-slate-100 align-top' : 'divide-y divide-slate-100'}>
          {empty !== undefined && (
            <tr>
              <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </CardTable>
    </ScrollRegion>
  );
}

/** One button of a table row: its text, the name that says which row it acts on, and what it does. */
export interface RowAction {
  text: ReactNode;
  /** For screen readers: 'Edit A. Fernandes'. */
  label: string;
  onClick: () => void;
  tone?: 'secondary' | 'danger' | 'primary';
  disabled?: boolean;
}

/** The buttons of a table row, side by side and wrapping: `actions` (a `false` entry is left out) or `children`. */
export function RowActions({ actions = [], compact = true, children }: { actions?: readonly (RowAction | false)[]; compact?: boolean; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map(
        (action, index) =>
          action && (
            <RowButton key={index} label={action.label} onClick={action.onClick} tone={action.tone} disabled={action.disabled} compact={compact}>
              {action.text}
            </RowButton>
          ),
      )}
      {children}
    </div>
  );
}

/** A small button of a table row; `label` names the row it acts on for screen readers ('Edit A. Fernandes'). */
export function RowButton({
  children,
  label,
  onClick,
  tone = 'secondary',
  disabled,
  compact = true,
}: {
  children: ReactNode;
  label: string;
  onClick: () => void;
  tone?: 'secondary' | 'danger' | 'primary';
  disabled?: boolean;
  /** The admin lists' smaller padding; false keeps the button's full size. */
  compact?: boolean;
}) {
  return (
    <button type="button" className={`btn btn-${tone}${compact ? ' px-3 py-1' : ''}`} disabled={disabled} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
