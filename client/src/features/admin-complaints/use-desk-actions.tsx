import type { ComplaintStatus } from '@civic/contracts';
import { type ReactNode, useId, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { messageFor } from '../../api/index';
import {
  adminApi,
  type AdminComplaintResponse,
  type ComplaintRoutingCheckResponse,
  useArchiveComplaintMutation,
  useDeleteComplaintMutation,
  useUpdateComplaintStatusMutation,
} from '../../api/admin';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { type RoutingProblem, decideForward, routingProblemText, statusFailedMessage, statusNoteError, statusSavedMessage } from './desk-rules';
import { FormActions } from '../../components/ui/form-actions';

type Complaint = Pick<AdminComplaintResponse, 'id' | 'title' | 'archived'>;

/** The outcome of a status save, for the quick update form. */
export type SaveResult = { ok: true } | { ok: false; error?: string };

type DialogState =
  | { kind: 'archive'; complaint: Complaint }
  | { kind: 'delete'; complaint: Complaint }
  | { kind: 'routing'; complaint: Complaint; check: ComplaintRoutingCheckResponse; problem: RoutingProblem; resolve: (go: boolean) => void }
  | null;

export interface DeskActions {
  /** Saves a status from a quick update form: the rejection note rule, then the routing check before 'forwarded'. */
  saveStatus: (complaint: Complaint, status: ComplaintStatus, message: string) => Promise<SaveResult>;
  askArchive: (complaint: Complaint) => void;
  askDelete: (complaint: Complaint) => void;
  /** The dialogs; render once. */
  dialogs: ReactNode;
}

/**
 * The actions of the complaints desk and their dialogs (admin spec sections 2, 4, 5 and 8): status saves with
 * the rejection rule, forwarding with the 'Deepest routing contact missing' check, archive or restore with an
 * optional message, and delete, each confirmed, each with its toast.
 */
export function useDeskActions({ onDeleted }: { onDeleted?: (id: string) => void } = {}): DeskActions {
  const { t } = useTranslation(['admin-complaints', 'common', 'messages']);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [updateStatus] = useUpdateComplaintStatusMutation();
  const [archive, archiveState] = useArchiveComplaintMutation();
  const [remove, removeState] = useDeleteComplaintMutation();
  const [checkRouting] = adminApi.endpoints.checkComplaintRouting.useLazyQuery();

  const save = async (complaint: Complaint, status: ComplaintStatus, message: string): Promise<SaveResult> => {
    try {
      const note = message.trim();
      await updateStatus({ id: complaint.id, updateComplaintStatusRequest: note ? { status, message: note } : { status } }).unwrap();
      toast.success(statusSavedMessage(status, t));
      return { ok: true };
    } catch (error) {
      const shown = messageFor(error, statusFailedMessage(status, t));
      toast.error(shown);
      return { ok: false, error: shown };
    }
  };

  const saveStatus: DeskActions['saveStatus'] = async (complaint, status, message) => {
    const noteError = statusNoteError(status, message, t);
    if (noteError) {
      toast.error(noteError);
      return { ok: false, error: noteError };
    }
    if (status === 'forwarded') {
      let check: ComplaintRoutingCheckResponse | null = null;
      try {
        // Always asked afresh: a contact may have been added since.
        check = await checkRouting({ id: complaint.id }, false).unwrap();
      } catch {
        check = null; // The lookup failed: the forward proceeds (admin spec section 4).
      }
      const decision = decideForward(check);
      if (decision.action === 'warn' && check) {
        const go = await new Promise<boolean>((resolve) => setDialog({ kind: 'routing', complaint, check, problem: decision.problem, resolve }));
        if (!go) return { ok: false };
      }
    }
    return save(complaint, status, message);
  };

  const closeRouting = (go: boolean) => {
    if (dialog?.kind === 'routing') dialog.resolve(go);
    setDialog(null);
  };

  const confirmArchive = async (complaint: Complaint, message: string) => {
    const archived = !complaint.archived;
    try {
      const note = message.trim();
      await archive({ id: complaint.id, archiveComplaintRequest: note ? { archived, message: note } : { archived } }).unwrap();
      toast.success(archived ? t('messages:admin.complaints.archived') : t('messages:admin.complaints.restored'));
      setDialog(null);
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.complaints.archiveFailed')));
    }
  };

  const confirmDelete = async (complaint: Complaint) => {
    try {
      await remove({ id: complaint.id }).unwrap();
      toast.success(t('messages:admin.complaints.deleted'));
      setDialog(null);
      onDeleted?.(complaint.id);
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.complaints.deleteFailed')));
    }
  };

  const dialogs = (
    <>
      {dialog?.kind === 'archive' && (
        <ArchiveDialog
          complaint={dialog.complaint}
          busy={archiveState.isLoading}
          onConfirm={(message) => void confirmArchive(dialog.complaint, message)}
          onCancel={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('deleteDialog.title')}
        message={dialog?.kind === 'delete' ? t('deleteDialog.message', { id: dialog.complaint.id, title: dialog.complaint.title }) : ''}
        confirmLabel={removeState.isLoading ? t('deleteDialog.deleting') : t('common:actions.delete')}
        tone="danger"
        onConfirm={() => dialog?.kind === 'delete' && void confirmDelete(dialog.complaint)}
        onCancel={() => setDialog(null)}
      />
      {dialog?.kind === 'routing' && <RoutingMissingDialog check={dialog.check} problem={dialog.problem} onClose={closeRouting} />}
    </>
  );

  return {
    saveStatus,
    askArchive: (complaint) => setDialog({ kind: 'archive', complaint }),
    askDelete: (complaint) => setDialog({ kind: 'delete', complaint }),
    dialogs,
  };
}

/** The archive or restore confirm with an optional message (admin spec section 4). */
function ArchiveDialog({
  complaint,
  busy,
  onConfirm,
  onCancel,
}: {
  complaint: Complaint;
  busy: boolean;
  onConfirm: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin-complaints', 'common']);
  const [message, setMessage] = useState('');
  const id = useId();
  const restoring = complaint.archived;
  const values = { id: complaint.id, title: complaint.title };
  return (
    <Dialog
      open
      size="md"
      title={restoring ? t('archiveDialog.restoreTitle') : t('archiveDialog.archiveTitle')}
      description={restoring ? t('archiveDialog.restoreMessage', values) : t('archiveDialog.archiveMessage', values)}
      onClose={onCancel}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(message);
        }}
      >
        <label htmlFor={id} className="field-label">
          {t('archiveDialog.message')}
        </label>
        <textarea id={id} rows={3} maxLength={2000} className="field-input" value={message} onChange={(e) => setMessage(e.target.value)} data-autofocus />
        <p className="mt-1 text-xs text-slate-500">{t('archiveDialog.auditHint')}</p>
        <FormActions
          confirmLabel={restoring ? t('quickUpdate.restore') : t('quickUpdate.archive')}
          confirmDisabled={busy}
          onCancel={onCancel}
          className="mt-4"
        />
      </form>
    </Dialog>
  );
}

/**
 * 'Deepest routing contact missing' (admin spec sections 2 and 4): why, who a forward would reach now, links
 * to Routing Contacts and the Routing Template, and Continue anyway (forwards) or Cancel.
 */
function RoutingMissingDialog({ check, problem, onClose }: { check: ComplaintRoutingCheckResponse; problem: RoutingProblem; onClose: (go: boolean) => void }) {
  const { t } = useTranslation(['admin-complaints', 'common', 'messages']);
  const [primary, ...copies] = check.recipients;
  return (
    <Dialog
      open
      size="md"
      title={t('messages:admin.complaints.deepestContactMissing')}
      description={routingProblemText(problem, check, t)}
      onClose={() => onClose(false)}
    >
      <div className="space-y-3 text-sm text-slate-700">
        {primary ? (
          <div>
            <p className="font-semibold text-slate-900">{t('routingDialog.goesTo')}</p>
            <ul className="mt-1 space-y-0.5" data-testid="routing-dialog-recipients">
              <li>
                {primary.authorityEmail} <span className="text-slate-500">{t('routingDialog.primary')}</span>
              </li>
              {copies.map((r) => (
                <li key={r.authorityEmail}>
                  {r.authorityEmail} <span className="text-slate-500">{t('routingDialog.copy')}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p className="font-semibold text-red-800">{t('routingDialog.noRecipients')}</p>
        )}
        <p>{t('routingDialog.addContact')}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            <Link to="/admin/routing" className="font-semibold text-brand-700 underline" onClick={() => onClose(false)}>
              {t('routingDialog.contacts')}
            </Link>
          </li>
          <li>
            <Link to="/admin/routing/template" className="font-semibold text-brand-700 underline" onClick={() => onClose(false)}>
              {t('routingDialog.template')}
            </Link>
          </li>
        </ul>
      </div>
      <FormActions confirmLabel={t('routingDialog.continue')} onConfirm={() => onClose(true)} onCancel={() => onClose(false)} focusCancel className="mt-5" />
    </Dialog>
  );
}
