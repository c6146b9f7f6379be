import { useId, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { fieldErrors, messageFor } from '../../api/index';
import { type AdminComplaintResponse, usePauseComplaintEscalationMutation } from '../../api/admin';
import { FormActions } from '../../components/ui/form-actions';
import { TextAreaField } from '../../components/ui/text-field';

/** At most this many characters in a pause note (the server's limit, PauseEscalationRequest.note). */
const PAUSE_NOTE_MAX = 2000;

/**
 * Pause or resume the escalation ladder of one complaint (PATCH /api/admin/complaints/{id}/escalation).
 * Pausing asks why (the note is required, and shown in the panel and the history); resuming is one click. The
 * server checks the note too ('Please add a note explaining the pause.').
 */
export function EscalationPause({ complaint }: { complaint: AdminComplaintResponse }) {
  const { t } = useTranslation(['admin-complaints', 'common', 'messages']);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pause, state] = usePauseComplaintEscalationMutation();

  const send = async (paused: boolean) => {
    if (paused && !note.trim()) {
      setError(t('messages:escalation.pauseNoteRequired'));
      return;
    }
    try {
      await pause({ id: complaint.id, pauseEscalationRequest: paused ? { paused, note: note.trim() } : { paused } }).unwrap();
      toast.success(paused ? t('ladder.pausedToast') : t('messages:escalation.resumed'));
      setOpen(false);
      setNote('');
      setError(undefined);
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields.note) setError(fields.note);
      else toast.error(messageFor(failure, t('ladder.pauseFailed')));
    }
  };

  if (complaint.escalation.paused) {
    return (
      <button type="button" className="btn btn-secondary mt-2" disabled={state.isLoading} onClick={() => void send(false)}>
        {t('ladder.resume')}
      </button>
    );
  }
  if (!open) {
    return (
      <button type="button" className="btn btn-secondary mt-2" onClick={() => setOpen(true)}>
        {t('ladder.pause')}
      </button>
    );
  }
  return (
    <form
      className="mt-2 space-y-2"
      aria-label={t('ladder.pauseForm')}
      onSubmit={(event) => {
        event.preventDefault();
        void send(true);
      }}
    >
      <TextAreaField
        id={`${id}-note`}
        name="note"
        label={t('ladder.pauseNote')}
        hint={t('ladder.pauseHint')}
        rows={3}
        maxLength={PAUSE_NOTE_MAX}
        value={note}
        error={error}
        onChange={(event) => {
          setNote(event.target.value);
          setError(undefined);
        }}
      />
      <FormActions confirmLabel={t('ladder.pauseConfirm')} confirmDisabled={state.isLoading} onCancel={() => setOpen(false)} />
    </form>
  );
}
