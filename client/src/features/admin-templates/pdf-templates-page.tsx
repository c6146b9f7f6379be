import { Messages, PDF_TEMPLATE_KEYS, type PdfTemplateKey } from '@civic/contracts';
import { Link, useSearchParams } from 'react-router-dom';
import { useGetPdfTemplateQuery, useListPdfTemplatesQuery } from '../../api/index';
import { Page } from '../../components/ui/page';
import { failureMessage } from './failure';
import { PdfTemplateEditor } from './pdf-template-editor';

const M = Messages.admin.templates;

function isKey(value: string | null): value is PdfTemplateKey {
  return value !== null && (PDF_TEMPLATE_KEYS as readonly string[]).includes(value);
}

function ErrorBanner({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
      {message}
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** PDF Templates (/admin/pdf-templates, admin spec section 2): the template list and the editor of the chosen one. */
export function PdfTemplatesPage() {
  const list = useListPdfTemplatesQuery();
  const [params, setParams] = useSearchParams();
  const requested = params.get('template');
  const selected: PdfTemplateKey = isKey(requested) ? requested : PDF_TEMPLATE_KEYS[0];
  const items = list.data?.items ?? [];

  return (
    <Page title="PDF Templates" lead="The documents the portal generates. The authority letter is attached when a complaint is forwarded." width="wide">
      <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Admin Dashboard
      </Link>
      <div className="mt-6">
        {list.isLoading && <p className="text-slate-600">Loading templates…</p>}
        {list.isError && <ErrorBanner message={failureMessage(list.error, M.loadFailed)} onRetry={() => void list.refetch()} />}
        {items.length > 0 && (
          <div className="grid gap-6 lg:grid-cols-4">
            <nav aria-label="PDF templates" className="lg:col-span-1">
              <ul className="space-y-2">
                {items.map((t) => (
                  <li key={t.key}>
                    <button
                      type="button"
                      aria-current={t.key === selected ? 'true' : undefined}
                      onClick={() => setParams({ template: t.key })}
                      className={`w-full rounded-xl p-4 text-left ring-1 ${t.key === selected ? 'bg-brand-50 ring-brand-600' : 'bg-white ring-slate-200 hover:bg-slate-50'}`}
                    >
                      <span className="block font-semibold text-slate-900">{t.name}</span>
                      <span className="mt-1 block text-sm text-slate-600">{t.description}</span>
                      <span className="mt-2 block text-xs text-slate-500">
                        {t.isDefault ? 'Default content' : 'Custom content'} · {t.enabled ? 'Enabled' : 'Disabled'}
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
    </Page>
  );
}

function PdfTemplatePanel({ templateKey }: { templateKey: PdfTemplateKey }) {
  const query = useGetPdfTemplateQuery({ key: templateKey });
  if (query.isLoading) return <p className="text-slate-600">Loading template…</p>;
  if (query.isError || !query.data) return <ErrorBanner message={failureMessage(query.error, M.loadOneFailed)} onRetry={() => void query.refetch()} />;
  const t = query.data;
  return <PdfTemplateEditor key={`${t.key}:${t.updatedAt ?? 'default'}:${t.isDefault}`} template={t} />;
}
