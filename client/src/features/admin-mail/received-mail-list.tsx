import { PAGE_SIZE } from '@civic/contracts';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api/index';
import { type ReceivedMailResponse, useListReceivedMailQuery } from '../../api/admin';
import { formatBytes, formatDateTime } from '../../i18n/format';
import { ListToolbar, MailLogTable } from './mail-log-table';

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
      <ListToolbar total={data?.total ?? 0} testId="received-total" refreshing={list.isFetching} onRefresh={() => void list.refetch()} />
      <MailLogTable
        label={t('received.tableLabel')}
        columns={[
          t('columns.when'),
          t('received.columns.from'),
          t('columns.to'),
          t('columns.subject'),
          t('received.columns.outcome'),
          t('received.columns.reply'),
        ]}
        data={data}
        isLoading={list.isLoading}
        failure={list.isError ? messageFor(list.error, t('messages:admin.mail.loadReceivedFailed')) : null}
        emptyText={q ? t('messages:admin.mail.noMatch') : t('messages:admin.mail.noneReceived')}
        page={page}
        onPage={onPage}
      >
        {(items) =>
          items.map((m) => (
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
          ))
        }
      </MailLogTable>
    </>
  );
}
