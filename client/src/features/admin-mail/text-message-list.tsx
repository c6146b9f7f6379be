import { PAGE_SIZE } from '@civic/contracts';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api/index';
import {
  type TextMessageResponse,
  type TranscriptLineResponse,
  useGetSmsDeliveryQuery,
  useListTextMessagesQuery,
  useSentWhatsAppMessagesQuery,
} from '../../api/admin';
import { formatDateTime } from '../../i18n/format';
import { ListToolbar, MailLogTable } from './mail-log-table';

const STATUS_STYLE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-800',
  recorded: 'bg-slate-100 text-slate-800',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

const CHANNELS = ['sms', 'whatsapp'] as const;
type Channel = (typeof CHANNELS)[number];
const KINDS = ['phone_code', 'complaint_update', 'complaint_resolved', 'complaint_escalation_citizen', 'complaint_follow_up'] as const;
const WHATSAPP_KINDS = ['text', 'list', 'buttons', 'template'] as const;

type Kind = (typeof KINDS)[number];
const isKind = (kind: string): kind is Kind => (KINDS as readonly string[]).includes(kind);
const isWhatsAppKind = (kind: string): kind is (typeof WHATSAPP_KINDS)[number] => (WHATSAPP_KINDS as readonly string[]).includes(kind);

/** The props a channel's table takes from the page: the search, the page and its change. */
interface ChannelTableProps {
  q: string;
  page: number;
  onPage: (page: number) => void;
}

/**
 * The text messages of the mail log, by channel: every SMS the portal sent (GET /api/admin/mail/texts), with a warning
 * while the SMS sandbox delivers nothing, or every WhatsApp message it sent (GET /api/admin/whatsapp/messages: the
 * conversations' replies, link codes and complaint updates), newest first, searchable by number, complaint id or words.
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
  const { t } = useTranslation(['admin-mail']);
  const channelId = useId();
  const chosen: Channel = channel === 'whatsapp' ? 'whatsapp' : 'sms';
  return (
    <>
      <div className="mt-4">
        <label htmlFor={channelId} className="field-label">
          {t('texts.channel')}
        </label>
        <select id={channelId} className="field-input" value={chosen} onChange={(e) => onChannel(e.target.value === 'sms' ? '' : e.target.value)}>
          {CHANNELS.map((c) => (
            <option key={c} value={c}>
              {t(`texts.channels.${c}`)}
            </option>
          ))}
        </select>
      </div>
      {chosen === 'whatsapp' ? <WhatsAppMessageTable q={q} page={page} onPage={onPage} /> : <SmsTable q={q} page={page} onPage={onPage} />}
    </>
  );
}

/** Every SMS the portal sent (text_messages), with the sandbox warning while no provider is set. */
function SmsTable({ q, page, onPage }: ChannelTableProps) {
  const { t } = useTranslation(['admin-mail']);
  const list = useListTextMessagesQuery({ page, limit: PAGE_SIZE.mailLog, q: q || undefined, channel: 'sms' }, { refetchOnMountOrArgChange: true });
  const delivery = useGetSmsDeliveryQuery();
  const data = list.data;
  return (
    <>
      {delivery.data && !delivery.data.sending && (
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="sms-sandbox">
          {t('texts.sandbox')}
        </p>
      )}
      <TextsTable list={list} data={data} q={q} noneText={t('texts.none')} page={page} onPage={onPage}>
        {(items) =>
          items.map((m: TextMessageResponse) => (
            <tr key={m._id} data-testid="text-row">
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(m.createdAt)}</td>
              <td className="px-3 py-2">
                {t('texts.channels.sms')}
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
                <TextStatus status={m.status} error={m.error} />
              </td>
            </tr>
          ))
        }
      </TextsTable>
    </>
  );
}

/** Every WhatsApp message the portal sent (whatsapp_messages): replies in conversations, link codes, complaint updates. */
function WhatsAppMessageTable({ q, page, onPage }: ChannelTableProps) {
  const { t } = useTranslation(['admin-mail', 'common']);
  const list = useSentWhatsAppMessagesQuery({ page, limit: PAGE_SIZE.mailLog, q: q || undefined }, { refetchOnMountOrArgChange: true });
  const data = list.data;
  return (
    <TextsTable
      list={list}
      data={data && { items: data.items.map((m) => ({ ...m, _id: m.id })), total: data.total, pages: data.pages }}
      q={q}
      noneText={t('texts.whatsappNone')}
      page={page}
      onPage={onPage}
    >
      {(items) =>
        items.map((m: TranscriptLineResponse & { _id: string }) => (
          <tr key={m._id} data-testid="text-row">
            <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(m.at)}</td>
            <td className="px-3 py-2">{t('texts.channels.whatsapp')}</td>
            <td className="px-3 py-2 font-mono text-xs break-all">{m.phone ? `+${m.phone}` : t('common:dash')}</td>
            <td className="px-3 py-2">{isWhatsAppKind(m.kind) ? t(`texts.whatsappKind.${m.kind}`) : m.kind}</td>
            <td className="max-w-md px-3 py-2 text-xs break-words whitespace-pre-wrap text-slate-700">{m.text}</td>
            <td className="px-3 py-2">
              <TextStatus status={m.status} error={m.error} />
            </td>
          </tr>
        ))
      }
    </TextsTable>
  );
}

/**
 * The frame both channels' tables share: the total and its refresh above the table, the columns, the load failure and
 * why a page is empty (no match for the search, or `noneText`). Each channel brings its query and its rows.
 */
function TextsTable<Row extends { _id: string }>({
  list,
  data,
  q,
  noneText,
  page,
  onPage,
  children,
}: ChannelTableProps & {
  list: { isFetching: boolean; isLoading: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  data: { items: Row[]; total: number; pages: number } | undefined;
  noneText: string;
  children: (items: Row[]) => ReactNode;
}) {
  const { t } = useTranslation(['admin-mail', 'messages']);
  return (
    <>
      <ListToolbar total={data?.total ?? 0} testId="texts-total" refreshing={list.isFetching} onRefresh={() => void list.refetch()} />
      <MailLogTable
        label={t('texts.tableLabel')}
        columns={[t('columns.when'), t('texts.columns.channel'), t('columns.to'), t('texts.columns.kind'), t('texts.columns.text'), t('columns.status')]}
        data={data}
        isLoading={list.isLoading}
        failure={list.isError ? messageFor(list.error, t('texts.loadFailed')) : null}
        emptyText={q ? t('messages:admin.mail.noMatch') : noneText}
        page={page}
        onPage={onPage}
      >
        {children}
      </MailLogTable>
    </>
  );
}

/** A message's delivery status as a badge (pending, sent, recorded, failed), with the provider's error when it failed. */
function TextStatus({ status, error }: { status: string; error: string | null }) {
  const { t } = useTranslation(['admin-mail']);
  // The WhatsApp simulator took a message as the SMS sandbox records one: kept, not delivered.
  const known = status === 'simulated' ? 'recorded' : status === 'sent' || status === 'recorded' || status === 'failed' ? status : 'pending';
  return (
    <>
      <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[known]}`}>{t(`texts.status.${known}`)}</span>
      {error && <p className="mt-1 max-w-xs text-xs break-words text-red-800">{error}</p>}
    </>
  );
}
