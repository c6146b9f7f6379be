import { PAGE_SIZE } from '@civic/contracts';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api/index';
import { type ReceivedMailResponse, useListReceivedMailQuery } from '../../api/admin';
import { CardTable } from '../../components/ui/card-table';
import { Pager } from '../../components/ui/pager';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { TableHead } from '../../components/ui/table-head';
import { formatBytes, formatDateTime } from '../../i18n/format';

type Outcome = ReceivedMailResponse['outcome'];

const OUTCOME_STYLE: Record<Outcome, string> = {
  published: 'bg-green-100 text-green-800',
  held: 'bg-amber-100 text-amber-900',
  empty: 'bg-slate-100 text-slate-800',
  unknown_key: 'bg-slate-100 text-slate-800',
  auto_reply: 'bg-slate-100 text-slate-800',
  bounce: 'bg-red-100 text-red-800',
  oversize: 'bg-red-100 text-red-800',
  failed: 'bg-red-100 text-red-800',
  received: 'bg-sky-100 text-sky-900',
};

/**
 * The received half of the mail log (GET /api/admin/mail/received): every email the portal received — authorities'
 * replies, bounces, automatic answers — with what became of it, newest first, searchable like the sent mail.
 */
export function ReceivedMailList({ q, page, onPage }: { q: string; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation(['admin-mail', 'common', 'messages']);
  const list = useListReceivedMailQuery({ page, limit: PAGE_SIZE.mailLog, q: q || undefined }, { refetchOnMountOrArgChange: true });
  const data = list.data;
  return (
    <>
      {list.isError && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {messageFor(list.error, t('messages:admin.mail.loadReceivedFailed'))}
        </p>
      )}
      {list.isLoading && <p className="mt-6 text-slate-600">{t('common:loading')}</p>}
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-slate-700" data-testid="received-total">
          {t('received.total', { total: data?.total ?? 0 })}
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {t('common:actions.refresh')}
        </button>
      </div>
      {data && (
        <ScrollRegion label={t('received.tableLabel')} className="mt-2 rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <CardTable className="min-w-full divide-y divide-slate-200 text-sm" aria-label={t('received.tableLabel')}>
            <TableHead
              className="bg-slate-50 text-left text-slate-900"
              cellClassName="px-3 py-2"
              columns={[
                t('columns.when'),
                t('received.columns.from'),
                t('columns.to'),
                t('columns.subject'),
                t('received.columns.outcome'),
                t('received.columns.reply'),
              ]}
            />
            <tbody className="divide-y divide-slate-100 align-top text-slate-800">
              {data.items.length === 0 && (
                <tr>
                  <td colSpan={6} className="px-3 py-6 text-center text-slate-600">
                    {q ? t('messages:admin.mail.noMatch') : t('messages:admin.mail.noneReceived')}
                  </td>
                </tr>
              )}
              {data.items.map((m) => (
                <tr key={m._id} data-testid="received-row">
                  <td className="px-3 py-2 whitespace-nowrap">
                    {formatDateTime(m.receivedAt)}
                    <p className="text-xs text-slate-500">{t('received.via', { transport: m.transport.toUpperCase(), size: formatBytes(m.sizeBytes) })}</p>
                  </td>
                  <td className="px-3 py-2 break-all">{m.from || t('common:dash')}</td>
                  <td className="px-3 py-2 break-all">{m.to.join(', ')}</td>
                  <td className="px-3 py-2">
                    {m.subject || t('common:dash')}
                    {m.complaintId && <p className="mt-0.5 font-mono text-xs text-slate-600">{m.complaintId}</p>}
                  </td>
                  <td className="px-3 py-2">
                    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${OUTCOME_STYLE[m.outcome]}`}>
                      {t(`received.outcome.${m.outcome}`)}
                    </span>
                    {m.detail && <p className="mt-1 max-w-xs text-xs break-words text-slate-700">{m.detail}</p>}
                  </td>
                  <td className="max-w-md px-3 py-2 text-xs whitespace-pre-wrap text-slate-700">{m.text || t('common:dash')}</td>
                </tr>
              ))}
            </tbody>
          </CardTable>
        </ScrollRegion>
      )}
      {data && <Pager label={t('pages')} page={page} pages={data.pages} onPage={onPage} />}
    </>
  );
}
