import { DEFAULT_LOCALE, EMAIL_TEMPLATE_KEYS, LOCALE_NATIVE_NAMES, LOCALES, isLocale, type EmailTemplateKey, type Locale } from '@civic/contracts';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api/index';
import { useGetEmailTemplateQuery, useListEmailTemplatesQuery } from '../../api/admin';
import { useUrlFilters } from '../../app/use-url-filters';
import { ConfirmDialog } from '../../components/ui/dialog';
import { LoadError } from '../../components/ui/load-error';
import { AdminPage } from '../../components/ui/page';
import { EmailTemplateEditor } from './email-template-editor';
import { Tabs, tabId, tabPanelId } from './tabs';
import { useTemplateName } from './template-name';

const TABS_ID = 'email-templates';
const LANGUAGE_TABS_ID = 'email-languages';

function isKey(value: string | null): value is EmailTemplateKey {
  return value !== null && (EMAIL_TEMPLATE_KEYS as readonly string[]).includes(value);
}

/**
 * Email Templates (/admin/email-templates, admin spec section 2): a tab per language (English, Konkani,
 * Marathi, Hindi), then a tab per template and its editor for that language.
 */
export function EmailTemplatesPage() {
  const { t } = useTranslation(['admin-templates', 'messages']);
  const templateName = useTemplateName();
  const { params, setFilters } = useUrlFilters();
  const requestedLanguage = params.get('lang');
  const locale: Locale = isLocale(requestedLanguage) ? requestedLanguage : DEFAULT_LOCALE;
  const list = useListEmailTemplatesQuery({ locale });
  const requested = params.get('template');
  const selected: EmailTemplateKey = isKey(requested) ? requested : EMAIL_TEMPLATE_KEYS[0];
  const dirty = useRef(false);
  const [pending, setPending] = useState<{ template: EmailTemplateKey; lang: Locale } | null>(null);

  const show = (target: { template: EmailTemplateKey; lang: Locale }) => {
    dirty.current = false;
    setFilters({ template: target.template, lang: target.lang === DEFAULT_LOCALE ? undefined : target.lang });
  };
  const go = (target: { template: EmailTemplateKey; lang: Locale }) => {
    if (target.template === selected && target.lang === locale) return;
    if (dirty.current) setPending(target);
    else show(target);
  };
  const select = (id: string) => {
    if (isKey(id)) go({ template: id, lang: locale });
  };
  const selectLanguage = (id: string) => {
    if (isLocale(id)) go({ template: selected, lang: id });
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
        <Tabs
          label={t('email.languages')}
          idPrefix={LANGUAGE_TABS_ID}
          selected={locale}
          onSelect={selectLanguage}
          items={LOCALES.map((language) => ({ id: language, label: LOCALE_NATIVE_NAMES[language] }))}
        />
        {items.length > 0 && (
          <div role="tabpanel" id={tabPanelId(LANGUAGE_TABS_ID)} aria-labelledby={tabId(LANGUAGE_TABS_ID, locale)} className="space-y-6">
            <Tabs
              label={t('email.tabs')}
              idPrefix={TABS_ID}
              selected={selected}
              onSelect={select}
              items={items.map((item) => ({
                id: item.key,
                label: templateName(item),
                badge: !item.isDefault ? t('email.custom') : item.usesEnglish ? t('email.englishUsed') : undefined,
              }))}
            />
            <div
              role="tabpanel"
              id={tabPanelId(TABS_ID)}
              aria-labelledby={tabId(TABS_ID, selected)}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <TemplatePanel key={`${selected}:${locale}`} templateKey={selected} locale={locale} onDirtyChange={onDirtyChange} />
            </div>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={pending !== null}
        title={t('email.discardTitle')}
        message={t('email.discardMessage')}
        confirmLabel={t('email.discard')}
        tone="danger"
        onConfirm={() => {
          if (pending) show(pending);
          setPending(null);
        }}
        onCancel={() => setPending(null)}
      />
    </AdminPage>
  );
}

function TemplatePanel({ templateKey, locale, onDirtyChange }: { templateKey: EmailTemplateKey; locale: Locale; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation(['admin-templates', 'messages']);
  const query = useGetEmailTemplateQuery({ key: templateKey, locale });
  // Restoring a template that was already the default changes nothing on the server: remount anyway.
  const [restores, setRestores] = useState(0);
  if (query.isLoading) return <p className="text-slate-600">{t('email.loadingOne')}</p>;
  if (query.isError || !query.data) {
    return <LoadError message={messageFor(query.error, t('messages:admin.templates.loadOneFailed'))} onRetry={() => void query.refetch()} />;
  }
  const template = query.data;
  return (
    <EmailTemplateEditor
      key={`${template.key}:${template.locale}:${template.updatedAt ?? 'default'}:${restores}`}
      template={template}
      onDirtyChange={onDirtyChange}
      onRestored={() => setRestores((n) => n + 1)}
    />
  );
}
