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
  useSetIntegrationKeyPolicyMutation,
} from '../../api/admin';
import { ConfirmDialog, Dialog } from '../../components/ui/dialog';
import { DataTable, RowActions } from '../../components/ui/data-table';
import { ListStatus } from '../../components/ui/list-state';
import { toastOutcome, usePending } from '../../components/ui/toast-outcome';
import { AdminPage, SectionCard } from '../../components/ui/page';
import { FormBanner, SelectField, TextField } from '../../components/ui/text-field';
import { formatDate, formatNumber } from '../../i18n/format';

type ReporterPolicy = IntegrationKeyResponse['reporterPolicy'];

/** The key's two monthly limits, edited alike (whole numbers from 1; blank: none). */
const LIMIT_FIELDS = ['monthlyLimit', 'perEmailMonthlyLimit'] as const;
/** The reporter policies, in the order the select offers them (the server's own list: by_email, then linked). */
const REPORTER_POLICIES: readonly ReporterPolicy[] = ['by_email', 'linked'];
/** The per-email limit of a new key (the server's default). */
const DEFAULT_PER_EMAIL = '10';

/** A limit field's text as a number: '' is none (null); anything else goes as typed, for the server to check. */
const limitValue = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The reporter policy and the two monthly limits, shared by the issue form and the policy dialog: 'by_email' keeps each
 * request's contact with the complaint; 'linked' files under the account of the email field.
 */
function PolicyFields({
  values,
  errors,
  change,
}: {
  values: { reporterPolicy: ReporterPolicy; accountEmail: string; monthlyLimit: string; perEmailMonthlyLimit: string };
  errors: Record<string, string>;
  change: (name: 'reporterPolicy' | 'accountEmail' | 'monthlyLimit' | 'perEmailMonthlyLimit', value: string) => void;
}) {
  const { t } = useTranslation(['admin-integrations']);
  return (
    <>
      <SelectField
        name="reporterPolicy"
        label={t('fields.reporterPolicy')}
        hint={values.reporterPolicy === 'by_email' ? t('fields.byEmailHint') : t('fields.linkedHint')}
        value={values.reporterPolicy}
        options={REPORTER_POLICIES.map((policy) => ({ value: policy, label: t(`policy.${policy}`) }))}
        onChange={(e) => change('reporterPolicy', e.target.value)}
        error={errors.reporterPolicy}
      />
      <TextField
        name="accountEmail"
        type="email"
        label={t('fields.accountEmail')}
        hint={t('fields.accountEmailHint')}
        value={values.accountEmail}
        onChange={(e) => change('accountEmail', e.target.value)}
        error={errors.accountEmail}
      />
      {LIMIT_FIELDS.map((name) => (
        <TextField
          key={name}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          label={t(`fields.${name}`)}
          hint={t(`fields.${name}Hint`)}
          value={values[name]}
          onChange={(e) => change(name, e.target.value)}
          error={errors[name]}
        />
      ))}
    </>
  );
}

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

const NEW_POLICY = { reporterPolicy: 'by_email' as ReporterPolicy, accountEmail: '', monthlyLimit: '', perEmailMonthlyLimit: DEFAULT_PER_EMAIL };

/** Issue form: name, reporter policy, optional citizen account and limits; the server checks them and answers the key once. */
function IssueKeyForm({ onIssued }: { onIssued: (key: IssuedIntegrationKeyResponse) => void }) {
  const { t } = useTranslation(['admin-integrations', 'common']);
  const [issue, { isLoading }] = useIssueIntegrationKeyMutation();
  const [name, setName] = useState('');
  const [policy, setPolicy] = useState(NEW_POLICY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner('');
    try {
      const accountEmail = policy.accountEmail.trim();
      const issued = await issue({
        issueIntegrationKeyRequest: {
          name: name.trim(),
          ...(accountEmail ? { accountEmail } : {}),
          reporterPolicy: policy.reporterPolicy,
          monthlyLimit: limitValue(policy.monthlyLimit),
          perEmailMonthlyLimit: limitValue(policy.perEmailMonthlyLimit) ?? undefined,
        },
      }).unwrap();
      setErrors({});
      setName('');
      setPolicy(NEW_POLICY);
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
      <PolicyFields values={policy} errors={errors} change={(field, value) => setPolicy((p) => ({ ...p, [field]: value }))} />
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

/** Policy dialog body: the reporter policy, linked account and limits of a key, saved as a whole. */
function PolicyForm({ item, onDone }: { item: IntegrationKeyResponse; onDone: () => void }) {
  const { t } = useTranslation(['admin-integrations', 'common']);
  const [save, { isLoading }] = useSetIntegrationKeyPolicyMutation();
  const [values, setValues] = useState({
    reporterPolicy: item.reporterPolicy,
    accountEmail: item.accountEmail ?? '',
    monthlyLimit: item.monthlyLimit === null ? '' : String(item.monthlyLimit),
    perEmailMonthlyLimit: String(item.perEmailMonthlyLimit),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [banner, setBanner] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner('');
    try {
      await save({
        id: item.id,
        setIntegrationKeyPolicyRequest: {
          reporterPolicy: values.reporterPolicy,
          accountEmail: values.accountEmail.trim() || null,
          monthlyLimit: limitValue(values.monthlyLimit),
          perEmailMonthlyLimit: limitValue(values.perEmailMonthlyLimit) ?? 0,
        },
      }).unwrap();
      toast.success(t('policySaved'));
      onDone();
    } catch (error) {
      setErrors(fieldErrors(error));
      setBanner(messageFor(error, t('policyFailed')));
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 space-y-4">
      {banner && <FormBanner tone="error">{banner}</FormBanner>}
      <PolicyFields values={values} errors={errors} change={(field, value) => setValues((v) => ({ ...v, [field]: value }))} />
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
 * dialog), set its reporter policy and monthly limits, rename, rotate (the new key shown once) and revoke after a
 * confirm. The list never holds a key, only its
 * first characters.
 */
export function AdminIntegrationsPage() {
  const { t } = useTranslation(['admin-integrations', 'common', 'messages']);
  const list = useListIntegrationKeysQuery(undefined, { refetchOnMountOrArgChange: true });
  const [rotate] = useRotateIntegrationKeyMutation();
  const [revoke] = useRevokeIntegrationKeyMutation();
  const [shown, setShown] = useState<IssuedIntegrationKeyResponse | null>(null);
  const [renaming, setRenaming] = useState<IntegrationKeyResponse | null>(null);
  const [editing, setEditing] = useState<IntegrationKeyResponse | null>(null);
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
          columns={[
            t('columns.name'),
            t('columns.key'),
            t('columns.reporters'),
            t('columns.limits'),
            t('columns.issued'),
            t('columns.status'),
            t('columns.actions'),
          ]}
          empty={items.length === 0 ? t('empty') : undefined}
        >
          {items.map((item) => (
            <tr key={item.id} data-testid="integration-key-row">
              <td className="px-3 py-2 font-semibold break-words text-slate-800">{item.name}</td>
              <td className="px-3 py-2 font-mono whitespace-nowrap text-slate-700">{`${item.keyPrefix}…`}</td>
              <td className="px-3 py-2 break-words text-slate-700" data-testid="integration-key-reporters">
                {item.reporterPolicy === 'linked' ? t('linkedTo', { email: item.accountEmail ?? '' }) : t('policy.by_email')}
              </td>
              <td className="px-3 py-2 text-slate-700" data-testid="integration-key-limits">
                {item.monthlyLimit === null ? t('noMonthlyLimit') : t('monthlyLimit', { n: formatNumber(item.monthlyLimit) })}
                <br />
                {t('perEmailLimit', { n: formatNumber(item.perEmailMonthlyLimit) })}
              </td>
              <td className="px-3 py-2 whitespace-nowrap text-slate-700">{formatDate(item.createdAt)}</td>
              <td className="px-3 py-2 text-slate-700" data-testid="integration-key-status">
                {status(item)}
              </td>
              <td className="px-3 py-2">
                {!item.revokedAt && (
                  <RowActions
                    actions={[
                      { text: t('rename'), label: t('renameLabel', { name: item.name }), onClick: () => setRenaming(item) },
                      { text: t('policyAction'), label: t('policyLabel', { name: item.name }), onClick: () => setEditing(item) },
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
      <Dialog open={editing !== null} title={t('policyTitle')} onClose={() => setEditing(null)} size="md">
        {editing && <PolicyForm item={editing} onDone={() => setEditing(null)} />}
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
