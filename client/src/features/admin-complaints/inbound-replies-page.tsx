import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from '../../components/ui/notify';
import { messageFor } from '../../api/index';
import {
  type InboundReplyResponse,
  type ListInboundRepliesApiArg,
  useAttachInboundReplyMutation,
  useDiscardInboundReplyMutation,
  useListInboundRepliesQuery,
} from '../../api/admin';
import { PhotoGrid } from '../../components/complaint/photo-grid';
import { AdminPage } from '../../components/ui/page';
import { Pager } from '../../components/ui/pager';
import { formatDateTime } from '../../i18n/format';

type Status = NonNullable<ListInboundRepliesApiArg['status']>;
const STATUSES: readonly Status[] = ['held', 'published', 'discarded'];
const PAGE = 20;

/**
 * The admin inbox of authorities' emailed replies, across complaints (GET /api/admin/inbound-replies): a reply matched
 * to a complaint but not placed (a revoked or expired reply address, a sender who is none of its recipients, a From:
 * not authenticated, a complaint that refused it) waits here with its reason. An admin attaches it to a complaint (its
 * own, filled in, or another: it is published there as the authority's reply) or discards it with a reason. Decided
 * replies can be listed too. A list of cards, so it reads at 360 px; every action is a form or a button.
 */
export function InboundRepliesPage() {
  const { t } = useTranslation(['admin-complaints', 'common', 'messages']);
  const [status, setStatus] = useState<Status>('held');
  const [page, setPage] = useState(1);
  const list = useListInboundRepliesQuery({ status, page, limit: PAGE }, { refetchOnMountOrArgChange: true });
  const data = list.data;
  const statusId = useId();
  return (
    <AdminPage title={t('inbox.title')} lead={t('inbox.lead')}>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={statusId} className="field-label">
            {t('inbox.status.label')}
          </label>
          <select
            id={statusId}
            className="input mt-1"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as Status);
              setPage(1);
            }}
          >
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`inbox.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {t('common:actions.refresh')}
        </button>
      </div>
      {list.isLoading && <p className="mt-6 text-slate-600">{t('common:loading')}</p>}
      {list.isError && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {messageFor(list.error, t('messages:admin.replies.loadFailed'))}
        </p>
      )}
      {data && data.items.length === 0 && <p className="mt-6 text-slate-600">{t(`inbox.none.${status}`)}</p>}
      <ul className="mt-4 space-y-4" data-testid="inbound-replies">
        {data?.items.map((r) => (
          <InboundReply key={r.id} reply={r} />
        ))}
      </ul>
      {data && data.total > PAGE && <Pager page={page} pages={Math.ceil(data.total / PAGE)} onPage={setPage} label={t('inbox.pager')} total={data.total} />}
    </AdminPage>
  );
}

function InboundReply({ reply: r }: { reply: InboundReplyResponse }) {
  const { t } = useTranslation(['admin-complaints', 'common', 'messages']);
  const [attach, attaching] = useAttachInboundReplyMutation();
  const [discard, discarding] = useDiscardInboundReplyMutation();
  const [complaintId, setComplaintId] = useState(r.complaintId);
  const [reason, setReason] = useState('');
  const busy = attaching.isLoading || discarding.isLoading;
  const ids = { heading: useId(), complaint: useId(), reason: useId() };

  const onAttach = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const done = await attach({ replyId: r.id, attachInboundReplyRequest: { complaintId: complaintId.trim() } }).unwrap();
      toast.success(t('inbox.attached', { id: done.complaintId }));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.replies.publishFailed')));
    }
  };
  const onDiscard = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await discard({ replyId: r.id, discardInboundReplyRequest: { reason: reason.trim() } }).unwrap();
      toast.success(t('messages:admin.replies.discarded'));
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.replies.discardFailed')));
    }
  };

  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200" data-testid="inbound-reply" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="text-base font-semibold break-all text-slate-900">
        {t('replies.from', { from: r.fromAddress })}{' '}
        <time dateTime={r.receivedAt} className="font-normal text-slate-500">
          {formatDateTime(r.receivedAt)}
        </time>
      </h2>
      <p className="text-sm break-words text-slate-700">{t('inbox.matched', { id: r.complaintId, title: r.complaintTitle })}</p>
      <p className="text-xs break-all text-slate-600">{t('replies.sentTo', { authority: r.authorityName, email: r.recipientEmail })}</p>
      {r.heldReason && <p className="mt-1 text-sm font-medium text-amber-900">{t(`replies.reason.${r.heldReason}`)}</p>}
      {r.authentication && <p className="text-xs break-all text-slate-600">{t('replies.checks', { result: r.authentication })}</p>}
      {r.text && <p className="mt-2 text-sm whitespace-pre-wrap text-slate-800">{r.text}</p>}
      {r.photos.length > 0 && (
        <PhotoGrid
          photos={r.photos}
          alt={(i) => t('replies.photoAlt', { n: i + 1, total: r.photos.length, from: r.fromAddress })}
          className="mt-2 grid grid-cols-3 gap-2"
          linkClassName="block overflow-hidden rounded-lg ring-1 ring-slate-200"
          imageClassName="aspect-square w-full bg-slate-100 object-cover"
        />
      )}
      {r.dropped.length > 0 && <p className="mt-2 text-xs text-slate-600">{t('replies.dropped', { list: r.dropped.join(', ') })}</p>}
      {r.status === 'discarded' && r.discardReason && <p className="mt-2 text-sm text-slate-700">{t('inbox.discardedBecause', { reason: r.discardReason })}</p>}
      {r.status !== 'held' && r.reviewedAt && (
        <p className="mt-1 text-xs text-slate-600">{t(`inbox.decided.${r.status}`, { when: formatDateTime(r.reviewedAt) })}</p>
      )}
      {r.status === 'held' && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <form onSubmit={(e) => void onAttach(e)} className="flex flex-col gap-2">
            <label htmlFor={ids.complaint} className="field-label">
              {t('inbox.attachTo')}
            </label>
            <input
              id={ids.complaint}
              className="input"
              value={complaintId}
              onChange={(e) => setComplaintId(e.target.value)}
              required
              pattern="[Gg][Oo][Aa]-\d{4}-\d{6}"
              autoComplete="off"
              spellCheck={false}
            />
            <button type="submit" className="btn btn-primary self-start" disabled={busy}>
              {t('inbox.attach')}
            </button>
          </form>
          <form onSubmit={(e) => void onDiscard(e)} className="flex flex-col gap-2">
            <label htmlFor={ids.reason} className="field-label">
              {t('inbox.reason')}
            </label>
            <input id={ids.reason} className="input" value={reason} onChange={(e) => setReason(e.target.value)} required maxLength={500} />
            <button type="submit" className="btn btn-secondary self-start" disabled={busy}>
              {t('replies.discard')}
            </button>
          </form>
        </div>
      )}
    </li>
  );
}
