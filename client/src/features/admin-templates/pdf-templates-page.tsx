import { PDF_TEMPLATE_KEYS, type PdfTemplateKey } from '@civic/contracts';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api/index';
import { useGetPdfTemplateQuery, useListPdfTemplatesQuery } from '../../api/admin';
import { useUrlFilters } from '../../app/use-url-filters';
import { LoadError } from '../../components/ui/load-error';
import { AdminPage } from '../../components/ui/page';
import { PdfTemplateEditor } from './pdf-template-editor';
import { useTemplateDescription, useTemplateName } from './template-name';

function isKey(value: string | null): value is PdfTemplateKey {
  return value !== null && (PDF_TEMPLATE_KEYS as readonly string[]).includes(value);
}

/** PDF Templates (/admin/pdf-templates, admin spec section 2): the template list and the editor of the chosen one. */
export function PdfTemplatesPage() {
  const { t } = useTranslation(['admin-templates', 'messages']);
  const templateName = useTemplateName();
  const templateDescription = useTemplateDescription();
  const list = useListPdfTemplatesQuery();
  const { params, setFilters } = useUrlFilters();
  const requested = params.get('template');
  const selected: PdfTemplateKey = isKey(requested) ? requested : PDF_TEMPLATE_KEYS[0];
  const items = list.data?.items ?? [];

  return (
    <AdminPage title={t('pdf.title')} lead={t('pdf.lead')}>
      <div className="mt-6">
        {list.isLoading && <p className="text-slate-600">{t('pdf.loadingList')}</p>}
        {list.isError && <LoadError message={messageFor(list.error, t('messages:admin.templates.loadFailed'))} onRetry={() => void list.refetch()} />}
        {items.length > 0 && (
          <div className="grid gap-6 lg:grid-cols-4">
            <nav aria-label={t('pdf.list')} className="lg:col-span-1">
              <ul className="space-y-2">
                {items.map((item) => (
                  <li key={item.key}>
                    <button
                      type="button"
                      aria-current={item.key === selected ? 'true' : undefined}
                      onClick={() => setFilters({ template: item.key })}
                      className={`w-full rounded-xl p-4 text-left ring-1 ${item.key === selected ? 'bg-brand-50 ring-brand-600' : 'bg-white ring-slate-200 hover:bg-slate-50'}`}
                    >
                      <span className="block font-semibold text-slate-900">{templateName(item)}</span>
                      <span className="mt-1 block text-sm text-slate-600">{templateDescription(item)}</span>
                      <span className="mt-2 block text-xs text-slate-600">
                        {t('pdf.listState', {
                          content: item.isDefault ? t('pdf.defaultContent') : t('pdf.customContent'),
                          state: item.enabled ? t('pdf.enabledState') : t('pdf.disabledState'),
                        })}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-3">
              <PdfTemplatePanel key={selected} templateKey={selected} />
            </div>
          </div>
        )}
      </div>
    </AdminPage>
  );
}

function PdfTemplatePanel({ templateKey }: { templateKey: PdfTemplateKey }) {
  const { t } = useTranslation(['admin-templates', 'messages']);
  const query = useGetPdfTemplateQuery({ key: templateKey });
  if (query.isLoading) return <p className="text-slate-600">{t('pdf.loadingOne')}</p>;
  if (query.isError || !query.data)
    return <LoadError message={messageFor(query.error, t('messages:admin.templates.loadOneFailed'))} onRetry={() => void query.refetch()} />;
  const template = query.data;
  return <PdfTemplateEditor key={`${template.key}:${template.updatedAt ?? 'default'}:${template.isDefault}`} template={template} />;
}
