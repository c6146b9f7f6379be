import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { messageFor } from '../../api';
import { useUnfollowByTokenMutation } from '../../api/follows';
import { Page } from '../../components/ui/page';

/**
 * /unfollow?complaint=&token= : where the link of a follower's email lands (docs/adr/0149-following-a-complaint.md).
 * Opening it changes nothing (a mail scanner opens links too); its button POSTs the token, which stops that
 * complaint's emails to that account. No sign-in needed: the token names the complaint and the account.
 */
export function UnfollowPage() {
  const { t } = useTranslation(['complaints', 'messages']);
  const [params] = useSearchParams();
  const complaintId = params.get('complaint')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const [unfollow, { isLoading }] = useUnfollowByTokenMutation();
  const [done, setDone] = useState(false);
  const [error, setError] = useState('');

  const stop = async () => {
    setError('');
    try {
      await unfollow({ id: complaintId, token }).unwrap();
      setDone(true);
    } catch (e) {
      setError(messageFor(e, t('unfollowPage.failed')));
    }
  };

  const openLink = complaintId ? (
    <Link to={`/c/${encodeURIComponent(complaintId)}`} className="font-semibold text-brand-700 underline">
      {t('unfollowPage.open')}
    </Link>
  ) : null;

  return (
    <Page title={t('unfollowPage.title')}>
      {!complaintId || !token ? (
        <p role="alert">{t('unfollowPage.incomplete')}</p>
      ) : done ? (
        <div className="space-y-4">
          <p role="status" className="text-lg text-slate-800" data-testid="unfollow-done">
            {t('unfollowPage.done', { id: complaintId })}
          </p>
          <p>{openLink}</p>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-lg text-slate-800">{t('unfollowPage.lead', { id: complaintId })}</p>
          <div className="flex flex-wrap items-center gap-4">
            <button type="button" className="btn btn-primary" disabled={isLoading} onClick={() => void stop()}>
              {t('unfollowPage.confirm')}
            </button>
            {openLink}
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
        </div>
      )}
    </Page>
  );
}
