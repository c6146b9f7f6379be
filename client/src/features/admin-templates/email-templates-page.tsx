import { EMAIL_TEMPLATE_KEYS, type EmailTemplateKey, Messages } from '@civic/contracts';
import { useCallback, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetEmailTemplateQuery, useListEmailTemplatesQuery } from '../../api/index';
import { ConfirmDialog } from '../../components/ui/dialog';
import { Page } from '../../components/ui/page';
import { EmailTemplateEditor } from './email-template-editor';
import { failureMessage } from './failure';
import { Tabs, tabId, tabPanelId } from './tabs';

const M = Messages.admin.templates;
const TABS_ID = 'email-templates';

function isKey(value: string | null): value is EmailTemplateKey {
  return value !== null && (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(value);
}

/** Email Templates (/admin/email-templates, admin spec section 2): a tab per template and its editor. */
export function EmailTemplatesPage() {
  const list = useListEmailTemplatesQuery();
  const [params, setParams] = useSearchParams();
  const requested = params.get('template');
  const selected: EmailTemplateKey = isKey(requested) ? requested : EMAIL_TEMPLATE_KEYS[0];
  const dirty = useRef(false);
  const [pendingKey, setPendingKey] = useState<EmailTemplateKey | null>(null);

  const show = (key: EmailTemplateKey) => {
    dirty.current = false;
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('template', key);
      return next;
    });
  };
  const select = (id: string) => {
    if (!isKey(id) || id === selected) return;
    if (dirty.current) setPendingKey(id);
    else show(id);
  };
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const items = list.data?.items ?? [];
  return (
    <Page
      title="Email Templates"
      lead="The emails the portal sends. Edit the subject and body of each one; placeholders are filled in when it is sent."
      width="wide"
    >
      <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Admin Dashboard
      </Link>
      <div className="mt-6 space-y-6">
        {list.isLoading && <p className="text-slate-600">Loading templates…</p>}
        {list.isError && (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
            {failureMessage(list.error, M.loadFailed)}
            <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()}>
              Retry
            </button>
          </div>
        )}
        {items.length > 0 && (
          <>
            <Tabs
              label="Email templates"
              idPrefix={TABS_ID}
              selected={selected}
              onSelect={select}
              items={items.map((t) => ({ id: t.key, label: t.name, badge: t.isDefault ? undefined : 'Custom' }))}
            />
            <div
              role="tabpanel"
              id={tabPanelId(TABS_ID)}
              aria-labelledby={tabId(TABS_ID, selected)}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <TemplatePanel key={selected} templateKey={selected} onDirtyChange={onDirtyChange} />
            </div>
          </>
        )}
      </div>
      <ConfirmDialog
        open={pendingKey !== null}
        title="Discard unsaved changes?"
        message="This template has changes that are not saved. Open the other template and discard them?"
        confirmLabel="Discard changes"
        tone="danger"
        onConfirm={() => {
          if (pendingKey) show(pendingKey);
          setPendingKey(null);
        }}
        onCancel={() => setPendingKey(null)}
      />
    </Page>
  );
}

function TemplatePanel({ templateKey, onDirtyChange }: { templateKey: EmailTemplateKey; onDirtyChange: (dirty: boolean) => void }) {
  const query = useGetEmailTemplateQuery({ key: templateKey });
  // Restoring a template that was already the default changes nothing on the server: remount anyway.
  const [restores, setRestores] = useState(0);
  if (query.isLoading) return <p className="text-slate-600">Loading template…</p>;
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
        {failureMessage(query.error, M.loadOneFailed)}
        <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  const t = query.data;
  return (
    <EmailTemplateEditor
      key={`${t.key}:${t.updatedAt ?? 'default'}:${restores}`}
      template={t}
      onDirtyChange={onDirtyChange}
      onRestored={() => setRestores((n) => n + 1)}
    />
  );
}
