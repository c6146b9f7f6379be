import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { messageFor, useClaimComplaintMutation, useLookupComplaintClaimMutation, type ComplaintClaimLinkResponse } from '../../api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { openAuthModal } from '../../app/ui.slice';
import { Page } from '../../components/ui/page';
import { FormBanner } from '../../components/ui/text-field';
import { selectIsSignedIn } from '../auth';

/**
 * /claim?token= : the landing page of the one-time link emailed for a complaint an app filed through Open311 with the
 * reader's email. It shows the complaint and, signed in with that email, adds it to My Complaints ('Was this you? Add
 * it to My Complaints'); signed out, it offers to sign in or, when no account had the email, to create one (then to
 * open the link again once the email is verified). The link is read once per token, never refetched.
 */
export function ClaimComplaintPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return <ClaimComplaint key={token} token={token} />;
}

function ClaimComplaint({ token }: { token: string }) {
  const { t } = useTranslation(['complaints', 'common', 'messages']);
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [lookup] = useLookupComplaintClaimMutation();
  const [claim, { isLoading: claiming }] = useClaimComplaintMutation();
  const [link, setLink] = useState<ComplaintClaimLinkResponse | null>(null);
  const [failure, setFailure] = useState(token ? '' : t('messages:claim.notFound'));
  const [claimed, setClaimed] = useState<string | null>(null);
  const [claimError, setClaimError] = useState('');
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    lookup({ complaintClaimTokenRequest: { token } })
      .unwrap()
      .then(setLink, (error: unknown) => setFailure(messageFor(error, t('messages:claim.loadFailed'))));
  }, [lookup, token, t]);

  const add = async () => {
    setClaimError('');
    try {
      setClaimed((await claim({ complaintClaimTokenRequest: { token } }).unwrap()).complaintId);
    } catch (error) {
      setClaimError(messageFor(error, t('messages:claim.loadFailed')));
    }
  };

  return (
    <Page title={t('claim.title')}>
      {!link && !failure && (
        <p role="status" className="text-lg text-slate-700">
          {t('claim.loading')}
        </p>
      )}
      {failure && (
        <div className="space-y-5">
          <FormBanner tone="error" className="text-base">
            {failure}
          </FormBanner>
          <Link to="/" className="btn btn-secondary">
            {t('common:actions.goHome')}
          </Link>
        </div>
      )}
      {link && (
        <div className="max-w-2xl space-y-5">
          <section aria-labelledby="claim-complaint" className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 id="claim-complaint" className="text-lg font-semibold text-slate-900">
              {link.title}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t('claim.complaintId', { id: link.complaintId })}</p>
            <p className="mt-1 text-sm text-slate-700">{t('claim.filedFor', { email: link.emailHint })}</p>
          </section>
          {claimed ? (
            <div className="space-y-4">
              <FormBanner tone="success" className="text-base">
                {t('messages:claim.claimed')}
              </FormBanner>
              <Link to="/dashboard" className="btn btn-primary">
                {t('claim.openMyComplaints')}
              </Link>
            </div>
          ) : !link.usable ? (
            <FormBanner tone="info" className="text-base">
              {t('messages:claim.used')}
            </FormBanner>
          ) : signedIn ? (
            <div className="space-y-4">
              <p className="text-base text-slate-800">{t('claim.wasThisYou')}</p>
              {claimError && <FormBanner tone="error">{claimError}</FormBanner>}
              <button type="button" className="btn btn-primary" disabled={claiming} onClick={() => void add()}>
                {claiming ? t('claim.adding') : t('claim.add')}
              </button>
            </div>
          ) : (
            <div className="space-y-4">
              <p className="text-base text-slate-800">{link.accountExisted ? t('claim.signInLead') : t('claim.signUpLead')}</p>
              <div className="flex flex-wrap gap-3">
                {!link.accountExisted && (
                  <button type="button" className="btn btn-primary" onClick={() => dispatch(openAuthModal('signup'))}>
                    {t('claim.createAccount')}
                  </button>
                )}
                <button
                  type="button"
                  className={link.accountExisted ? 'btn btn-primary' : 'btn btn-secondary'}
                  onClick={() => dispatch(openAuthModal('login'))}
                >
                  {t('common:actions.logIn')}
                </button>
              </div>
            </div>
          )}
        </div>
      )}
    </Page>
  );
}
