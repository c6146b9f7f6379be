import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, messageFor } from '../../api/index';
import { useHideAuthorityAnswerMutation, useUnhideAuthorityAnswerMutation } from '../../api/admin';
import { Dialog } from '../../components/ui/dialog';
import { FormActions } from '../../components/ui/form-actions';
import toast from '../../components/ui/notify';
import { TextAreaField } from '../../components/ui/text-field';

/** At most this many characters in a reason (the server's limit, HideAuthorityAnswerRequest.reason). */
const REASON_MAX = 2000;

/**
 * Whether an authority's answer shows on the public page, under that answer in the desk's history: 'Hide from the
 * public page' opens a dialog asking the reason (required; the public page shows it as typed instead of the words and
 * photos); a hidden answer says so with its reason and offers to show it again. `answerIndex` is the entry's position in
 * the complaint's `updates` (POST /api/admin/complaints/{id}/authority-answers/{answerId}/hide or …/unhide).
 */
export function AuthorityAnswerVisibility({ complaintId, answerIndex, hiddenReason }: { complaintId: string; answerIndex: number; hiddenReason?: string }) {
  const { t } = useTranslation(['admin-complaints', 'common', 'messages']);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [hide, hiding] = useHideAuthorityAnswerMutation();
  const [unhide, unhiding] = useUnhideAuthorityAnswerMutation();
  const answerId = String(answerIndex);

  const close = () => {
    setOpen(false);
    setReason('');
    setError(undefined);
  };

  const send = async () => {
    if (!reason.trim()) {
      setError(t('messages:respond.hideReasonRequired'));
      return;
    }
    try {
      await hide({ id: complaintId, answerId, hideAuthorityAnswerRequest: { reason: reason.trim() } }).unwrap();
      toast.success(t('answers.hiddenToast'));
      close();
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields.reason) setError(fields.reason);
      else toast.error(messageFor(failure, t('answers.failed')));
    }
  };

  const show = async () => {
    try {
      await unhide({ id: complaintId, answerId }).unwrap();
      toast.success(t('answers.shownToast'));
    } catch (failure) {
      toast.error(messageFor(failure, t('answers.failed')));
    }
  };

  if (hiddenReason !== undefined) {
    return (
      <div className="mt-1" data-testid="answer-hidden">
        <p className="text-slate-600 italic">{t('answers.hidden', { reason: hiddenReason })}</p>
        <button type="button" className="btn btn-secondary mt-1" disabled={unhiding.isLoading} onClick={() => void show()}>
          {t('answers.unhide')}
        </button>
      </div>
    );
  }
  return (
    <>
      <button type="button" className="btn btn-secondary mt-1" onClick={() => setOpen(true)}>
        {t('answers.hide')}
      </button>
      <Dialog open={open} title={t('answers.hideTitle')} description={t('answers.hideLead')} onClose={close} size="md">
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <TextAreaField
            id={`${id}-reason`}
            name="reason"
            label={t('answers.reason')}
            hint={t('answers.reasonHint')}
            rows={3}
            maxLength={REASON_MAX}
            value={reason}
            error={error}
            data-autofocus
            onChange={(event) => {
              setReason(event.target.value);
              setError(undefined);
            }}
          />
          <FormActions confirmLabel={t('answers.hideConfirm')} tone="danger" confirmDisabled={hiding.isLoading} onCancel={close} />
        </form>
      </Dialog>
    </>
  );
}
