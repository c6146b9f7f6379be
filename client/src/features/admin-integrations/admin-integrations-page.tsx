import { type FormEvent, useState } from 'react';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { fieldErrors, messageFor } from '../../api';
import {
  type IntegrationKeyResponse,
  type IssuedIntegrationKeyResponse,
  useIssueIntegrationKeyMutation,
  useListIntegrationKeysQuery,
  useRenameIntegrationKeyMutation,
  useRevokeIntegrationKeyMutation,
  useRotateIntegrationKeyMutation,
} from '../../api/admin';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { DataTable, RowActions } from '../../components/ui/data-table';
import { ListStatus } from '../../components/ui/list-state';
import { toastOutcome, usePending } from '../../components/ui/toast-outcome';
import { AdminPage, SectionCard } from '../../components/ui/page';
import { FormBanner, TextField } from '../../components/ui/text-field';
import { formatDate } from '../../i18n/format';

/** The dialog that shows a key once, after issue or rotate: a read-only field, Copy, and a button to close. */
function ShownKeyDialog({ issued, onClose }: { issued: IssuedIntegrationKeyResponse | null; onClose: () => void }) {
  const { t } = useTranslation(['admin-integrations']);
  const copy = async () => {
    if (!issued) return;
    await navigator.clipboard?.writeText(issued.key);
    toast.success(t('shown.copied'));
  };
  return (
    <Dialog open={issued !== null} title={t('shown.title')} onClose={onClose} size="md">
      {issued && (
        <div className="mt-3 space-y-4">
          <p className="text-sm text-slate-700">{t('shown.lead', { name: issued.name })}</p>
          <TextField
            name="issued-key"
            label={t('shown.label')}
            value={issued.key}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            className="field-input font-mono text-sm"
          />
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className="btn btn-secondary" onClick={() => void copy()}>
              {t('shown.copy')}
            </button>
            <button type="button" className="btn btn-primary" onClick={onClose}>
              {t('shown.done')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** Issue form: name and an optional citizen account; the server checks both and answers the key once. */
function IssueKeyForm({ onIssued }: { onIssued: (key: IssuedIntegrationKeyResponse) => void }) {
  const { t } = useTranslation(['admin-integrations', 'common']);
  const [issue, { isLoading }] = useIssueIntegrationKeyMutation();
  const [name, setName] = useState('');
  const [accountEmail, setAccountEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner('');
    try {
      const issued = await issue({
        issueIntegrationKeyRequest: { name: name.trim(), ...(accountEmail.trim() ? { accountEmail: accountEmail.trim() } : {}) },
      }).unwrap();
      setErrors({});
      setName('');
      setAccountEmail('');
      onIssued(issued);
    } catch (error) {
      setErrors(fieldErrors(error));
      setBanner(messageFor(error, t('issueFailed')));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 sm:grid-cols-2">
      {banner && (
        <FormBanner tone="error" className="sm:col-span-2">
          {banner}
        </FormBanner>
      )}
      <TextField
        name="name"
        label={t('fields.name')}
        hint={t('fields.nameHint')}
        value={name}
        maxLength={100}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
      />
      <TextField
        name="accountEmail"
        type="email"
        label={t('fields.accountEmail')}
        hint={t('fields.accountEmailHint')}
        value={accountEmail}
        onChange={(e) => setAccountEmail(e.target.value)}
        error={errors.accountEmail}
      />
      <div className="flex justify-end sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {isLoading ? t('issuing') : t('issue')}
        </button>
      </div>
    </form>
  );
}

/** Rename dialog body. */
function RenameForm({ item, onDone }: { item: IntegrationKeyResponse; onDone: () => void }) {
  const { t } = useTranslation(['admin-integrations', 'common']);
  const [rename, { isLoading }] = useRenameIntegrationKeyMutation();
  const [name, setName] = useState(item.name);
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await rename({ id: item.id, renameIntegrationKeyRequest: { name: name.trim() } }).unwrap();
      toast.success(t('renamed'));
      onDone();
    } catch (e) {
      setError(fieldErrors(e).name ?? messageFor(e, t('renameFailed')));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 space-y-4">
      <TextField name="rename" label={t('fields.name')} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} error={error} />
      <div className="flex justify-end gap-3">
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('common:actions.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={isLoading}>
          {t('common:actions.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * Integrations (/admin/integrations, superadmins): the Open311 API keys. Issue a key (shown once in a
 * dialog), rename, rotate (the new key shown once) and revoke after a confirm. The list never holds a key, only its
 * first characters.
 */
export function AdminIntegrationsPage() {
  const { t } = useTranslation(['admin-integrations', 'common', 'messages']);
  const list = useListIntegrationKeysQuery(undefined, { refetchOnMountOrArgChange: true });
  const [rotate] = useRotateIntegrationKeyMutation();
  const [revoke] = useRevokeIntegrationKeyMutation();
  const [shown, setShown] = useState<IssuedIntegrationKeyResponse | null>(null);
  const [renaming, setRenaming] = useState<IntegrationKeyResponse | null>(null);
  const rotating = usePending<IntegrationKeyResponse>();
  const revoking = usePending<IntegrationKeyResponse>();
  const items = list.data?.items ?? [];

  const confirmRotate = () =>
    rotating.confirm(async (item) => {
      try {
        setShown(await rotate({ id: item.id }).unwrap());
      } catch (error) {
        toast.error(messageFor(error, t('rotateFailed')));
      }
    });
  const confirmRevoke = () => revoking.confirm((item) => toastOutcome(() => revoke({ id: item.id }).unwrap(), t('revoked'), t('revokeFailed')));

  const status = (item: IntegrationKeyResponse) =>
    item.revokedAt ? t('revokedOn', { date: formatDate(item.revokedAt) }) : item.rotatedAt ? t('rotatedOn', { date: formatDate(item.rotatedAt) }) : t('active');

  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <SectionCard titleId="new-key" title={t('newTitle')}>
        <IssueKeyForm onIssued={setShown} />
      </SectionCard>

      <ListStatus query={list} failure={messageFor(list.error, t('loadFailed'))} loading={t('loading')} />
      {list.data && (
        <DataTable
          label={t('tableLabel')}
          className="mt-6"
          columns={[t('columns.name'), t('columns.key'), t('columns.account'), t('columns.issued'), t('columns.status'), t('columns.actions')]}
          empty={items.length === 0 ? t('empty') : undefined}
        >
          {items.map((item) => (
            <tr key={item.id} data-testid="integration-key-row">
              <td className="px-3 py-2 font-semibold break-words text-slate-800">{item.name}</td>
              <td className="px-3 py-2 font-mono whitespace-nowrap text-slate-700">{`${item.keyPrefix}…`}</td>
              <td className="px-3 py-2 break-all text-slate-700">{item.accountEmail ?? t('reportersOwn')}</td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(item.createdAt)}</td>
              <td className="px-3 py-2 text-slate-700" data-testid="integration-key-status">
                {status(item)}
              </td>
              <td className="px-3 py-2">
                {!item.revokedAt && (
                  <RowActions
                    actions={[
                      { text: t('rename'), label: t('renameLabel', { name: item.name }), onClick: () => setRenaming(item) },
                      { text: t('rotate'), label: t('rotateLabel', { name: item.name }), onClick: () => rotating.ask(item) },
                      { text: t('revoke'), label: t('revokeLabel', { name: item.name }), onClick: () => revoking.ask(item), tone: 'danger' },
                    ]}
                  />
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}

      <ShownKeyDialog issued={shown} onClose={() => setShown(null)} />
      <Dialog open={renaming !== null} title={t('renameTitle')} onClose={() => setRenaming(null)} size="md">
        {renaming && <RenameForm item={renaming} onDone={() => setRenaming(null)} />}
      </Dialog>
      <ConfirmDialog
        open={rotating.pending !== null}
        title={t('confirmRotate.title')}
        message={rotating.pending ? t('confirmRotate.message', { name: rotating.pending.name }) : ''}
        confirmLabel={t('confirmRotate.confirm')}
        onConfirm={confirmRotate}
        onCancel={rotating.cancel}
      />
      <ConfirmDialog
        open={revoking.pending !== null}
        title={t('confirmRevoke.title')}
        message={revoking.pending ? t('confirmRevoke.message', { name: revoking.pending.name }) : ''}
        confirmLabel={t('confirmRevoke.confirm')}
        tone="danger"
        onConfirm={confirmRevoke}
        onCancel={revoking.cancel}
      />
    </AdminPage>
  );
}
