import { EMAIL_TEMPLATE_KEYS, type EmailTemplateKey } from '@civic/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetEmailTemplateQuery, useListEmailTemplatesQuery, messageFor } from '../../api/index';
import { useUrlFilters } from '../../app/use-url-filters';
import { ConfirmDialog } from '../../components/ui/dialog';
import { LoadError } from '../../components/ui/load-error';
import { AdminPage } from '../../components/ui/page';
import { EmailTemplateEditor } from './email-template-editor';
import { Tabs, tabId, tabPanelId } from './tabs';

const TABS_ID = 'email-templates';

function isKey(value: string | null): value is EmailTemplateKey {
  return value !== null && (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(value);
}

/** Email Templates (/admin/email-templates, admin spec section 2): a tab per template and its editor. */
export function EmailTemplatesPage() {
  const { t } = useTranslation(['admin-templates', 'messages']);
  const list = useListEmailTemplatesQuery();
  const { params, setFilters } = useUrlFilters();
  const requested = params.get('template');
  const selected: EmailTemplateKey = isKey(requested) ? requested : EMAIL_TEMPLATE_KEYS[0];
  const dirty = useRef(false);
  const [pendingKey, setPendingKey] = useState<EmailTemplateKey | null>(null);

  const show = (key: EmailTemplateKey) => {
    dirty.current = false;
    setFilters({ template: key });
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
    <AdminPage title={t('email.title')} lead={t('email.lead')}>
      <div className="mt-6 space-y-6">
        {list.isLoading && <p className="text-slate-600">{t('email.loadingList')}</p>}
        {list.isError && <LoadError message={messageFor(list.error, t('messages:admin.templates.loadFailed'))} onRetry={() => void list.refetch()} />}
        {items.length > 0 && (
          <>
            <Tabs
              label={t('email.tabs')}
              idPrefix={TABS_ID}
              selected={selected}
              onSelect={select}
              items={items.map((item) => ({ id: item.key, label: item.name, badge: item.isDefault ? undefined : t('email.custom') }))}
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
        title={t('email.discardTitle')}
        message={t('email.discardMessage')}
        confirmLabel={t('email.discard')}
        tone="danger"
        onConfirm={() => {
          if (pendingKey) show(pendingKey);
          setPendingKey(null);
        }}
        onCancel={() => setPendingKey(null)}
      />
    </AdminPage>
  );
}

function TemplatePanel({ templateKey, onDirtyChange }: { templateKey: EmailTemplateKey; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation(['admin-templates', 'messages']);
  const query = useGetEmailTemplateQuery({ key: templateKey });
  // Restoring a template that was already the default changes nothing on the server: remount anyway.
  const [restores, setRestores] = useState(0);
  if (query.isLoading) return <p className="text-slate-600">{t('email.loadingOne')}</p>;
  if (query.isError || !query.data) {
    return <LoadError message={messageFor(query.error, t('messages:admin.templates.loadOneFailed'))} onRetry={() => void query.refetch()} />;
  }
  const template = query.data;
  return (
    <EmailTemplateEditor
      key={`${template.key}:${template.updatedAt ?? 'default'}:${restores}`}
      template={template}
      onDirtyChange={onDirtyChange}
      onRestored={() => setRestores((n) => n + 1)}
    />
  );
}
