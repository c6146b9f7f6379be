import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTable } from '../../components/ui/card-table';
import { Pager } from '../../components/ui/pager';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { TableHead } from '../../components/ui/table-head';

/** One page of a mail log list as its query answers it. */
interface MailLogPage<Row> {
  items: Row[];
  pages: number;
}

/**
 * The frame every tab of the mail log shares (sent mail, received mail, text messages): the load failure or the
 * loading line, the scrollable table with its head and a row saying why it is empty, and the pager. Each tab brings
 * its columns, its rows and its toolbar.
 */
export function MailLogTable<Row extends { _id: string }>({
  label,
  columns,
  data,
  isLoading,
  failure,
  emptyText,
  page,
  onPage,
  className = 'mt-2',
  children,
}: {
  /** The table's accessible name. */
  label: string;
  columns: ReactNode[];
  data: MailLogPage<Row> | undefined;
  isLoading: boolean;
  /** The load failure in words, or null. */
  failure: string | null;
  /** What an empty page says (no match for the search, or nothing yet). */
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  className?: string;
  /** The rows of `data.items`, as table rows. */
  children: (items: Row[]) => ReactNode;
}) {
  const { t } = useTranslation(['admin-mail', 'common']);
  return (
    <>
      {failure && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {failure}
        </p>
      )}
      {isLoading && <p className="mt-6 text-slate-600">{t('common:loading')}</p>}
      {data && (
        <ScrollRegion label={label} className={`${className} rounded-xl bg-white shadow-sm ring-1 ring-slate-200`}>
          <CardTable className="min-w-full divide-y divide-slate-200 text-sm" aria-label={label}>
            <TableHead className="bg-slate-50 text-left text-slate-900" cellClassName="px-3 py-2" columns={columns} />
            <tbody className="divide-y divide-slate-100 align-top text-slate-800">
              {data.items.length === 0 && (
                <tr>
                  <td colSpan={columns.length} className="px-3 py-6 text-center text-slate-600">
                    {emptyText}
                  </td>
                </tr>
              )}
              {children(data.items)}
            </tbody>
          </CardTable>
        </ScrollRegion>
      )}
      {data && <Pager label={t('pages')} page={page} pages={data.pages} onPage={onPage} />}
    </>
  );
}

/** The total of a list and its refresh button, above the table. */
export function ListToolbar({ total, testId, refreshing, onRefresh }: { total: number; testId: string; refreshing: boolean; onRefresh: () => void }) {
  const { t } = useTranslation(['admin-mail', 'common']);
  return (
    <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
      <p className="text-sm text-slate-700" data-testid={testId}>
        {t('received.total', { total })}
      </p>
      <button type="button" className="btn btn-secondary" onClick={onRefresh} disabled={refreshing}>
        {t('common:actions.refresh')}
      </button>
    </div>
  );
}
