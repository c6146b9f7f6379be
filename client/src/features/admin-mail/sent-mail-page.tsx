import { PAGE_SIZE } from '@civic/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import toast from '../../components/ui/notify';
import { Trans, useTranslation } from 'react-i18next';
import { messageFor, saveFile } from '../../api/index';
import { type MailAttachmentInfoResponse, type SentMailSummaryResponse, adminApi, useGetSentMailQuery, useListSentMailQuery } from '../../api/admin';
import { useUrlFilters } from '../../app/use-url-filters';
import { AdminPage } from '../../components/ui/page';
import { SandboxedHtml } from '../../components/ui/sandboxed-html';
import { formatBytes, formatDateTime } from '../../i18n/format';
import { MailDeliveryWarning } from './mail-delivery-warning';
import { MailLogTable } from './mail-log-table';
import { ReceivedMailList } from './received-mail-list';
import { TextMessageList } from './text-message-list';

/** The parts of the mail log: what the portal sent, what it received (?box=received), and its text messages (?box=texts). */
const MAIL_BOXES = ['sent', 'received', 'texts'] as const;

const STATUS_STYLE: Record<SentMailSummaryResponse['status'], string> = {
  pending: 'bg-amber-100 text-amber-800',
  stored: 'bg-slate-100 text-slate-800',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

function StatusBadge({ status }: { status: SentMailSummaryResponse['status'] }) {
  const { t } = useTranslation('admin-mail');
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>{t(`status.${status}`)}</span>;
}

function Attachments({ messageId, attachments }: { messageId: string; attachments: MailAttachmentInfoResponse[] }) {
  const { t } = useTranslation(['admin-mail', 'messages']);
  const [downloadAttachment] = adminApi.endpoints.downloadSentMailAttachment.useLazyQuery();
  if (attachments.length === 0) return <span className="text-slate-600">{t('none')}</span>;
  const download = async (a: MailAttachmentInfoResponse) => {
    try {
      saveFile(await downloadAttachment({ id: messageId, attachmentId: a.id }).unwrap(), a.filename);
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.mail.downloadFailed')));
    }
  };
  return (
    <ul className="space-y-1">
      {attachments.map((a) => (
        <li key={a.id}>
          <button type="button" className="text-left text-brand-700 underline hover:text-brand-900" onClick={() => void download(a)}>
            {a.filename}
          </button>{' '}
          <span className="text-xs text-slate-500">{t('size', { size: formatBytes(a.size) })}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The sent-mail log (/admin/mail, superadmin only; DESIGN.md "shown to superadmins as a sent-mail log"):
 * every email the portal stored or sent, newest first, searchable by recipient or subject, with the
 * attachments to download and the full text and HTML of one message; and, under "Received" (?box=received), every
 * email it received with its outcome.
 */
export function SentMailPage() {
  const { t } = useTranslation(['admin-mail', 'common', 'messages']);
  const { params, page, setFilters: update } = useUrlFilters({ flushSync: true });
  const q = params.get('q') ?? '';
  const openId = params.get('message');
  const box = MAIL_BOXES.find((b) => b === params.get('box')) ?? 'sent';
  const received = box === 'received';
  const sent = box === 'sent';
  const textChannel = params.get('channel') ?? '';
  const [search, setSearch] = useState(q);
  const searchId = useId();
  const list = useListSentMailQuery({ page, limit: PAGE_SIZE.mailLog, q: q || undefined }, { refetchOnMountOrArgChange: true, skip: !sent });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim(), page: null });
  };

  const data = list.data;

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <MailDeliveryWarning className="mt-6" />
      <nav aria-label={t('tabs.label')} className="mt-6 flex gap-2">
        {MAIL_BOXES.map((each) => {
          const current = each === box;
          return (
            <button
              key={each}
              type="button"
              aria-current={current ? 'page' : undefined}
              onClick={() => update({ box: each === 'sent' ? null : each, channel: null, page: null, message: null })}
              className={`rounded-full px-4 py-1.5 text-sm font-medium ring-1 ${current ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-100'}`}
            >
              {t(`tabs.${each}`)}
            </button>
          );
        })}
      </nav>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <form role="search" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={searchId} className="field-label">
              {t('searchLabel')}
            </label>
            <input id={searchId} type="search" className="field-input w-72" value={search} maxLength={200} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <button type="submit" className="btn btn-primary">
            {t('common:actions.search')}
          </button>
          {q && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setSearch('');
                update({ q: null, page: null });
              }}
            >
              {t('common:actions.clear')}
            </button>
          )}
        </form>
        {sent && (
          <div className="flex items-center gap-3">
            <p className="text-sm text-slate-700">
              <Trans t={t} i18nKey="total" values={{ total: data?.total ?? 0 }} components={{ strong: <strong data-testid="mail-total" /> }} />
            </p>
            <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
              {t('common:actions.refresh')}
            </button>
          </div>
        )}
      </div>

      {received && <ReceivedMailList q={q} page={page} onPage={(p) => update({ page: p })} />}
      {box === 'texts' && (
        <TextMessageList
          q={q}
          channel={textChannel}
          page={page}
          onPage={(p) => update({ page: p })}
          onChannel={(channel) => update({ channel: channel || null, page: null })}
        />
      )}

      {sent && (
        <MailLogTable
          label={t('tableLabel')}
          className="mt-6"
          columns={[
            t('columns.when'),
            t('columns.to'),
            t('columns.cc'),
            t('columns.subject'),
            t('columns.status'),
            t('columns.attachments'),
            <span key="actions" className="sr-only">
              {t('columns.actions')}
            </span>,
          ]}
          data={data}
          isLoading={list.isLoading}
          failure={list.isError ? messageFor(list.error, t('messages:admin.mail.loadFailed')) : null}
          emptyText={q ? t('messages:admin.mail.noMatch') : t('messages:admin.mail.empty')}
          page={page}
          onPage={(p) => update({ page: p })}
        >
          {(items) =>
            items.map((m) => (
              <tr key={m._id} data-testid="mail-row" className={m._id === openId ? 'bg-brand-50' : undefined}>
                <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(m.createdAt)}</td>
                <td className="px-3 py-2 break-all">{m.to.join(', ')}</td>
                <td className="px-3 py-2 break-all">{m.cc.length > 0 ? m.cc.join(', ') : <span className="text-slate-600">{t('common:dash')}</span>}</td>
                <td className="px-3 py-2">{m.subject}</td>
                <td className="px-3 py-2">
                  <StatusBadge status={m.status} />
                  {m.error && <p className="mt-1 max-w-xs text-xs break-words text-red-700">{m.error}</p>}
                </td>
                <td className="px-3 py-2">
                  <Attachments messageId={m._id} attachments={m.attachments} />
                </td>
                <td className="px-3 py-2">
                  <button
                    type="button"
                    className="btn btn-secondary px-3 py-1"
                    onClick={() => update({ message: m._id })}
                    aria-label={t('viewLabel', { subject: m.subject })}
                  >
                    {t('common:actions.view')}
                  </button>
                </td>
              </tr>
            ))
          }
        </MailLogTable>
      )}

      {sent && openId && <MailDetail key={openId} id={openId} onClose={() => update({ message: null })} />}
    </AdminPage>
  );
}

/** One message: headers, attachments, the plain text and the HTML (in a sandboxed frame: no scripts, no same-origin access). */
function MailDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['admin-mail', 'common', 'messages']);
  const query = useGetSentMailQuery({ id });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const m = query.data;
  const loaded = !!m;
  // Keyboard and screen-reader users land on the message once it has loaded (not again on a refetch).
  useEffect(() => {
    if (!loaded) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);
  return (
    <section
      aria-labelledby="mail-detail-title"
      className="mt-8 min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
      data-testid="mail-detail"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="mail-detail-title" ref={headingRef} tabIndex={-1} className="min-w-0 text-xl font-semibold [overflow-wrap:anywhere] text-slate-900">
          {m ? m.subject : t('detail.message')}
        </h2>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('common:actions.close')}
        </button>
      </div>
      {query.isLoading && <p className="mt-4 text-slate-600">{t('common:loading')}</p>}
      {query.isError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {messageFor(query.error, t('messages:admin.mail.loadOneFailed'))}
        </p>
      )}
      {m && (
        <>
          <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
            <dt className="font-semibold text-slate-700">{t('detail.from')}</dt>
            <dd className="break-all">{m.from}</dd>
            <dt className="font-semibold text-slate-700">{t('detail.to')}</dt>
            <dd className="break-all">{m.to.join(', ')}</dd>
            <dt className="font-semibold text-slate-700">{t('detail.cc')}</dt>
            <dd className="break-all">{m.cc.join(', ') || t('common:dash')}</dd>
            <dt className="font-semibold text-slate-700">{t('detail.recorded')}</dt>
            <dd>{formatDateTime(m.createdAt)}</dd>
            <dt className="font-semibold text-slate-700">{t('detail.sent')}</dt>
            <dd>{m.sentAt ? formatDateTime(m.sentAt) : t('common:dash')}</dd>
            <dt className="font-semibold text-slate-700">{t('detail.status')}</dt>
            <dd>
              <StatusBadge status={m.status} /> <span className="text-slate-600">{t('detail.via', { transport: m.transport })}</span>
              {m.attempts > 1 && <span className="text-slate-600">{t('detail.attempts', { n: m.attempts })}</span>}
              {m.error && <p className="mt-1 text-red-700">{m.error}</p>}
            </dd>
            {m.templateKey && (
              <>
                <dt className="font-semibold text-slate-700">{t('detail.template')}</dt>
                <dd>
                  <code>{m.templateKey}</code>
                </dd>
              </>
            )}
            {m.messageId && (
              <>
                <dt className="font-semibold text-slate-700">{t('detail.messageId')}</dt>
                <dd className="break-all">{m.messageId}</dd>
              </>
            )}
            {m.replyTo && (
              <>
                <dt className="font-semibold text-slate-700">{t('detail.replyTo')}</dt>
                <dd className="break-all">{m.replyTo}</dd>
              </>
            )}
            <dt className="font-semibold text-slate-700">{t('detail.attachments')}</dt>
            <dd>
              <Attachments messageId={m._id} attachments={m.attachments} />
            </dd>
          </dl>
          {/* Each column may shrink below its content's width (min-w-0): a wide email scrolls inside its own frame or box,
              never the page. */}
          <div className="mt-6 grid grid-cols-1 gap-4 lg:grid-cols-2">
            <div className="min-w-0">
              <h3 className="mb-2 font-semibold text-slate-900">{t('detail.html')}</h3>
              <SandboxedHtml title={t('detail.htmlFrame')} html={m.html} />
            </div>
            <div className="min-w-0">
              <h3 className="mb-2 font-semibold text-slate-900">{t('detail.text')}</h3>
              <pre
                data-testid="mail-text"
                className="h-96 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800 [overflow-wrap:anywhere]"
              >
                {m.text}
              </pre>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
