import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api/index';
import { type AdminComplaintResponse, useRevokeResponseLinksMutation } from '../../api/admin';
import { ConfirmDialog } from '../../components/ui/dialog';
import toast from '../../components/ui/notify';
import { formatDate } from '../../i18n/format';

/**
 * The authorities' response links of a complaint in the side panel (address, until when each works, revoked or
 * expired), the authority's return with its suggestion, and 'Revoke response links' behind a confirmation
 * (DELETE /api/admin/complaints/{id}/response-links).
 */
export function ResponseLinks({ complaint: c }: { complaint: AdminComplaintResponse }) {
  const { t } = useTranslation(['admin-complaints', 'common']);
  const [confirming, setConfirming] = useState(false);
  const [revoke, state] = useRevokeResponseLinksMutation();
  const live = c.responseLinks.some((l) => l.live);

  const send = async () => {
    setConfirming(false);
    try {
      const { revoked } = await revoke({ id: c.id }).unwrap();
      toast.success(t('revoked', { count: revoked }));
    } catch (failure) {
      toast.error(messageFor(failure, t('revokeFailed')));
    }
  };

  return (
    <section aria-labelledby={`${c.id}-links`}>
      {c.returned && (
        <div className="mb-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="returned-panel">
          <p className="font-semibold">{t('returnedTitle')}</p>
          <p>{t('returnedBy', { authority: `${c.returned.authorityName} <${c.returned.authorityEmail}>` })}</p>
          {c.returned.message && <p className="mt-1 whitespace-pre-wrap">{c.returned.message}</p>}
          {(c.returned.suggestedOffice || c.returned.suggestedEmail) && (
            <p className="mt-1 break-words">{t('suggested', { office: [c.returned.suggestedOffice, c.returned.suggestedEmail].filter(Boolean).join(', ') })}</p>
          )}
        </div>
      )}
      <h4 id={`${c.id}-links`} className="font-semibold text-slate-900">
        {t('responseLinks')}
      </h4>
      {c.responseLinks.length === 0 ? (
        <p className="mt-1 text-sm text-slate-600">{t('noResponseLinks')}</p>
      ) : (
        <ul className="mt-1 space-y-1 text-sm text-slate-700" data-testid="response-links">
          {c.responseLinks.map((l) => (
            <li key={l.email} className="break-words">
              <span className="font-medium text-slate-900">{l.email}</span>{' '}
              {l.revokedAt
                ? t('linkRevoked', { date: formatDate(l.revokedAt) })
                : l.live
                  ? t('linkLive', { date: formatDate(l.expiresAt) })
                  : t('linkExpired', { date: formatDate(l.expiresAt) })}
            </li>
          ))}
        </ul>
      )}
      {live && (
        <button type="button" className="btn btn-secondary mt-2" disabled={state.isLoading} onClick={() => setConfirming(true)}>
          {t('revokeLinks')}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('revokeLinks')}
        message={t('revokeConfirm')}
        confirmLabel={t('revokeLinks')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={() => void send()}
        onCancel={() => setConfirming(false)}
        tone="danger"
      />
    </section>
  );
}
