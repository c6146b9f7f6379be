import { PAGE_SIZE } from '@civic/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api/index';
import { type TextMessageResponse, useGetSmsDeliveryQuery, useListTextMessagesQuery } from '../../api/admin';
import { formatDateTime } from '../../i18n/format';
import { MailLogTable } from './mail-log-table';

const STATUS_STYLE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-800',
  recorded: 'bg-slate-100 text-slate-800',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

const CHANNELS = ['', 'sms', 'whatsapp'] as const;
const KINDS = ['phone_code', 'complaint_update', 'complaint_resolved', 'complaint_escalation_citizen', 'complaint_follow_up'] as const;

type Kind = (typeof KINDS)[number];
const isKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);

/**
 * The text messages of the mail log (GET /api/admin/mail/texts): every SMS (and WhatsApp message) the portal sent,
 * beside the emails, newest first, filtered by channel and searchable by number, complaint id or words; a warning
 * while the SMS sandbox delivers nothing.
 */
export function TextMessageList({
  q,
  channel,
  page,
  onPage,
  onChannel,
}: {
  q: string;
  channel: string;
  page: number;
  onPage: (page: number) => void;
  onChannel: (channel: string) => void;
}) {
  const { t } = useTranslation(['admin-mail', 'common', 'messages']);
  const channelId = useId();
  const chosen = channel === 'sms' || channel === 'whatsapp' ? channel : undefined;
  const list = useListTextMessagesQuery({ page, limit: PAGE_SIZE.mailLog, q: q || undefined, channel: chosen }, { refetchOnMountOrArgChange: true });
  const delivery = useGetSmsDeliveryQuery();
  const data = list.data;
  return (
    <>
      {delivery.data && !delivery.data.sending && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="sms-sandbox">
          {t('texts.sandbox')}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={channelId} className="field-label">
            {t('texts.channel')}
          </label>
          <select id={channelId} className="field-input" value={chosen ?? ''} onChange={(e) => onChannel(e.target.value)}>
            {CHANNELS.map((c) => (
              <option key={c} value={c}>
                {t(`texts.channels.${c || 'all'}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-700" data-testid="texts-total">
            {t('received.total', { total: data?.total ?? 0 })}
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            {t('common:actions.refresh')}
          </button>
        </div>
      </div>
      <MailLogTable
        label={t('texts.tableLabel')}
        columns={[t('columns.when'), t('texts.columns.channel'), t('columns.to'), t('texts.columns.kind'), t('texts.columns.text'), t('columns.status')]}
        data={data}
        isLoading={list.isLoading}
        failure={list.isError ? messageFor(list.error, t('texts.loadFailed')) : null}
        emptyText={q ? t('messages:admin.mail.noMatch') : t('texts.none')}
        page={page}
        onPage={onPage}
      >
        {(items) =>
          items.map((m: TextMessageResponse) => (
            <tr key={m._id} data-testid="text-row">
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(m.createdAt)}</td>
              <td className="px-3 py-2">
                {t(`texts.channels.${m.channel === 'whatsapp' ? 'whatsapp' : 'sms'}`)}
                <p className="text-xs text-slate-500">{m.provider}</p>
              </td>
              <td className="px-3 py-2 font-mono text-xs break-all">{m.recipient}</td>
              <td className="px-3 py-2">
                {isKind(m.kind) ? t(`texts.kind.${m.kind}`) : m.kind}
                {m.complaintId && <p className="mt-0.5 font-mono text-xs text-slate-600">{m.complaintId}</p>}
                {m.templateId && <p className="mt-0.5 text-xs text-slate-500">{t('texts.template', { id: m.templateId })}</p>}
              </td>
              <td className="max-w-md px-3 py-2 text-xs break-words whitespace-pre-wrap text-slate-700" lang={m.locale}>
                {m.body}
              </td>
              <td className="px-3 py-2">
                <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[m.status] ?? STATUS_STYLE.pending}`}>
                  {t(`texts.status.${m.status === 'sent' || m.status === 'recorded' || m.status === 'failed' ? m.status : 'pending'}`)}
                </span>
                {m.error && <p className="mt-1 max-w-xs text-xs break-words text-red-800">{m.error}</p>}
              </td>
            </tr>
          ))
        }
      </MailLogTable>
    </>
  );
}
