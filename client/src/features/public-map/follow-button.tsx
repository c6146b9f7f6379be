import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import { useFollowComplaintMutation, useGetFollowStateQuery, useUnfollowComplaintMutation } from '../../api/follows';
import { useSessionInfo } from '../../app/use-session';

/**
 * Follow / Unfollow on a complaint's public page (docs/adr/0149-following-a-complaint.md): for a signed-in person who
 * did not file it, whose updates then reach them by email and who sees it on My Complaints. Nothing for a visitor
 * or the reporter. A toggle button (aria-pressed), so a keyboard or a screen reader knows the state it is in.
 */
export function FollowButton({ complaintId }: { complaintId: string }) {
  const { isSignedIn } = useSessionInfo();
  return isSignedIn ? <FollowToggle complaintId={complaintId} /> : null;
}

function FollowToggle({ complaintId }: { complaintId: string }) {
  const { t } = useTranslation(['complaints', 'messages']);
  const { data } = useGetFollowStateQuery({ id: complaintId });
  const [follow, following] = useFollowComplaintMutation();
  const [unfollow, unfollowing] = useUnfollowComplaintMutation();
  const [error, setError] = useState<string | null>(null);
  if (!data?.canFollow) return null;
  const busy = following.isLoading || unfollowing.isLoading;

  const toggle = async () => {
    setError(null);
    try {
      await (data.following ? unfollow({ id: complaintId }) : follow({ id: complaintId })).unwrap();
    } catch (e) {
      setError(messageFor(e, t('follow.failed')));
    }
  };

  return (
    <div className="mt-4 rounded-lg border border-slate-200 bg-white p-3" data-testid="follow">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={data.following ? 'btn btn-secondary' : 'btn btn-primary'}
          aria-pressed={data.following}
          aria-label={data.following ? t('follow.unfollowLabel', { id: complaintId }) : t('follow.followLabel', { id: complaintId })}
          disabled={busy}
          onClick={() => void toggle()}
        >
          {data.following ? t('follow.unfollow') : t('follow.follow')}
        </button>
        <p className="min-w-0 flex-1 text-sm text-slate-700" role="status">
          {data.following ? t('follow.following') : t('follow.notFollowing')}
        </p>
      </div>
      {error && (
        <p className="mt-2 text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
