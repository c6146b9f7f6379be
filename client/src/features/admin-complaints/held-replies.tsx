import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api/index';
import { type HeldReplyResponse, useDiscardHeldReplyMutation, useListHeldRepliesQuery, usePublishHeldReplyMutation } from '../../api/admin';
import { PhotoGrid } from '../../components/complaint/photo-grid';
import { formatDateTime } from '../../i18n/format';

/**
 * The email replies of one complaint waiting for review (GET /api/admin/complaints/{id}/replies): replies to the
 * complaint's reply address that were not published at once, each with why (a sender who is not a recipient, a From:
 * domain that did not authenticate it, a revoked or expired link) and the sender checks' results. Publish makes one
 * 'Reply from {authority}' in the history and emails the reporter; Discard drops it. Shown in the side panel while
 * any waits.
 */
export function HeldReplies({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation(['admin-complaints', 'common', 'messages']);
  const query = useListHeldRepliesQuery({ id: complaintId }, { refetchOnMountOrArgChange: true });
  const headingId = `${complaintId}-replies`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200" data-testid="held-replies">
      <h4 id={headingId} className="font-semibold text-slate-900">
        {t('replies.heading')}
      </h4>
      <p className="mt-1 text-sm text-slate-700">{t('replies.lead')}</p>
      {query.isLoading && <p className="mt-2 text-sm text-slate-600">{t('common:loading')}</p>}
      {query.isError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {messageFor(query.error, t('messages:admin.replies.loadFailed'))}
        </p>
      )}
      {query.data?.length === 0 && <p className="mt-2 text-sm text-slate-600">{t('replies.none')}</p>}
      <ul className="mt-3 space-y-4">
        {query.data?.map((r) => (
          <HeldReply key={r.id} complaintId={complaintId} reply={r} />
        ))}
      </ul>
    </section>
  );
}

function HeldReply({ complaintId, reply: r }: { complaintId: string; reply: HeldReplyResponse }) {
  const { t } = useTranslation(['admin-complaints', 'common', 'messages']);
  const [publish, publishing] = usePublishHeldReplyMutation();
  const [discard, discarding] = useDiscardHeldReplyMutation();
  const busy = publishing.isLoading || discarding.isLoading;
  const decide = async (decision: 'publish' | 'discard') => {
    try {
      if (decision === 'publish') await publish({ id: complaintId, replyId: r.id }).unwrap();
      else await discard({ id: complaintId, replyId: r.id }).unwrap();
      toast.success(t(decision === 'publish' ? 'messages:admin.replies.published' : 'messages:admin.replies.discarded'));
    } catch (error) {
      toast.error(messageFor(error, t(decision === 'publish' ? 'messages:admin.replies.publishFailed' : 'messages:admin.replies.discardFailed')));
    }
  };
  return (
    <li className="rounded-lg bg-white p-3 ring-1 ring-amber-200" data-testid="held-reply">
      <p className="text-sm break-all text-slate-900">
        <span className="font-semibold">{t('replies.from', { from: r.fromAddress })}</span>{' '}
        <time dateTime={r.receivedAt} className="text-slate-500">
          {formatDateTime(r.receivedAt)}
        </time>
      </p>
      <p className="text-xs break-all text-slate-600">{t('replies.sentTo', { authority: r.authorityName, email: r.recipientEmail })}</p>
      {r.heldReason && (
        <p className="mt-1 text-sm font-medium text-amber-900" data-testid="held-reply-reason">
          {t(`replies.reason.${r.heldReason}`)}
        </p>
      )}
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
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void decide('publish')}>
          {t('replies.publish')}
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void decide('discard')}>
          {t('replies.discard')}
        </button>
      </div>
    </li>
  );
}
