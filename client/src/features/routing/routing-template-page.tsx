import { ROUTING_TEMPLATE_ALL_COLUMNS } from '@civic/contracts';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { CardTable } from '../../components/ui/card-table';
import toast from '../../components/ui/notify';
import { useTranslation } from 'react-i18next';
import { saveFile, useListCategoriesQuery, messageFor } from '../../api';
import { type RoutingTemplateValidationResponse, adminApi, useImportRoutingTemplateMutation, useValidateRoutingTemplateMutation } from '../../api/admin';
import { LoadError } from '../../components/ui/load-error';
import { TableHead } from '../../components/ui/table-head';
import { RoutingFrame, TABLE_HEAD } from './routing-frame';
import { type RowIssues, moreIssuesText, visibleIssues } from './template-issues';
import { ScrollRegion } from '../../components/ui/scroll-region';
import { CategoryIcon } from '../../components/category/category-icon';

/** The file's content as a data: URL (the validate and import calls accept that form of base64). */
export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

const isXlsx = (file: File) => file.name.toLowerCase().endsWith('.xlsx');

/** The issues of a refused import (400 with `details.issues`), if any. */
function issuesOf(error: unknown): RowIssues[] | null {
  const details = (error as { details?: { issues?: unknown } } | null)?.details;
  return Array.isArray(details?.issues) ? (details.issues as RowIssues[]) : null;
}

type Banner = { tone: 'ok' | 'warn' | 'error'; text: string };

/**
 * Routing Template (/admin/routing/template, admin spec sections 2, 4 and 5): the category reference
 * table and three steps: download the template, choose a filled .xlsx and validate it, then import
 * (enabled once a validation result exists for the chosen file).
 */
export function RoutingTemplatePage() {
  const { t } = useTranslation(['routing', 'common', 'messages']);
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<RoutingTemplateValidationResponse | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [downloading, setDownloading] = useState(false);
  const categories = useListCategoriesQuery();
  const [validate, validation] = useValidateRoutingTemplateMutation();
  const [runImport, importing] = useImportRoutingTemplateMutation();
  const [downloadTemplate] = adminApi.endpoints.downloadRoutingTemplate.useLazyQuery();

  const onDownload = async () => {
    setDownloading(true);
    try {
      saveFile(await downloadTemplate().unwrap(), 'routing-template.xlsx');
    } catch (error) {
      toast.error(messageFor(error, t('messages:admin.complaints.downloadTemplateFailed')));
    } finally {
      setDownloading(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setResult(null);
    setBanner(null);
    if (chosen && !isXlsx(chosen)) {
      setFile(null);
      event.target.value = '';
      setBanner({ tone: 'error', text: t('messages:admin.routing.onlyXlsx') });
      return;
    }
    setFile(chosen);
  };

  const onValidate = async () => {
    if (!file) {
      setBanner({ tone: 'error', text: t('messages:admin.routing.chooseFile') });
      toast.error(t('messages:admin.routing.chooseFile'));
      fileInput.current?.focus();
      return;
    }
    setBanner(null);
    setResult(null);
    try {
      const fileBase64 = await readFileAsDataUrl(file);
      const outcome = await validate({ routingTemplateFileRequest: { fileBase64 } }).unwrap();
      setResult(outcome);
      setBanner(
        outcome.ok ? { tone: 'ok', text: t('messages:admin.routing.validationPassed') } : { tone: 'warn', text: t('messages:admin.routing.validationIssues') },
      );
    } catch (error) {
      const text = messageFor(error, t('messages:admin.routing.validateFailed'));
      setBanner({ tone: 'error', text });
      toast.error(text);
    }
  };

  const onImport = async () => {
    if (!file || !result) return;
    try {
      const fileBase64 = await readFileAsDataUrl(file);
      const outcome = await runImport({ routingTemplateFileRequest: { fileBase64 } }).unwrap();
      const text = t('messages:admin.routing.imported', { N: outcome.updated });
      setBanner({ tone: 'ok', text });
      toast.success(text);
      setResult(null);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const issues = issuesOf(error);
      if (issues) setResult({ ok: false, issues });
      const text = messageFor(error, t('messages:admin.routing.importFailed'));
      setBanner({ tone: 'error', text });
      toast.error(text);
    }
  };

  const shown = result ? visibleIssues(result.issues) : null;
  const more = shown ? moreIssuesText(shown.hidden, t) : null;
  const busy = validation.isLoading || importing.isLoading;

  return (
    <RoutingFrame title={t('template.title')} lead={t('template.lead')}>
      <ol className="space-y-6">
        <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">{t('template.download.title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('template.download.text', { columns: ROUTING_TEMPLATE_ALL_COLUMNS.join(', ') })}</p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => void onDownload()} disabled={downloading}>
            {downloading ? t('template.download.downloading') : t('template.download.button')}
          </button>
        </li>

        <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">{t('template.upload.title')}</h2>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={`${id}-file`} className="field-label">
                {t('template.upload.file')}
              </label>
              <input
                ref={fileInput}
                id={`${id}-file`}
                type="file"
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                className="block text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
                onChange={onFile}
              />
            </div>
            <button type="button" className="btn btn-primary" onClick={() => void onValidate()} disabled={busy}>
              {validation.isLoading ? t('template.upload.validating') : t('template.upload.validate')}
            </button>
          </div>
        </li>

        <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">{t('template.import.title')}</h2>
          <p className="mt-1 text-sm text-slate-600">{t('template.import.text')}</p>
          <button type="button" className="btn btn-primary mt-3" onClick={() => void onImport()} disabled={!result || !file || busy}>
            {importing.isLoading ? t('template.import.importing') : t('template.import.button')}
          </button>
        </li>
      </ol>

      {banner && (
        <div
          role={banner.tone === 'ok' ? 'status' : 'alert'}
          data-testid="template-status"
          className={`mt-6 rounded-lg border px-4 py-3 text-sm font-medium ${
            banner.tone === 'ok'
              ? 'border-green-300 bg-green-50 text-green-800'
              : banner.tone === 'warn'
                ? 'border-amber-300 bg-amber-50 text-amber-900'
                : 'border-red-300 bg-red-50 text-red-800'
          }`}
        >
          {banner.text}
        </div>
      )}

      {shown && shown.rows.length > 0 && (
        <section aria-labelledby={`${id}-issues`} className="mt-4 rounded-xl border border-amber-200 bg-white p-5">
          <h2 id={`${id}-issues`} className="text-base font-semibold text-slate-900">
            {t('template.issues', { total: shown.total })}
          </h2>
          <IssuesList rows={shown.rows} more={more} />
        </section>
      )}

      <section aria-labelledby={`${id}-categories`} className="mt-10">
        <h2 id={`${id}-categories`} className="text-xl font-semibold text-slate-900">
          {t('template.categories.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('template.categories.text')}</p>
        <div className="mt-3">
          {categories.isError ? (
            <LoadError message={messageFor(categories.error, t('messages:admin.routing.loadCategoriesFailed'))} onRetry={() => void categories.refetch()} />
          ) : (
            <ScrollRegion label={t('template.categories.caption')} className="rounded-xl border border-slate-200 bg-white shadow-sm">
              <CardTable className="min-w-full divide-y divide-slate-200 text-left text-sm">
                <caption className="sr-only">{t('template.categories.caption')}</caption>
                <TableHead
                  className={TABLE_HEAD}
                  cellClassName="px-4 py-3"
                  columns={[t('template.categories.category'), t('template.categories.key'), t('template.categories.subcategories')]}
                />
                <tbody className="divide-y divide-slate-100">
                  {categories.isLoading && (
                    <tr>
                      <td colSpan={3} className="px-4 py-3 text-slate-600">
                        {t('common:loading')}
                      </td>
                    </tr>
                  )}
                  {(categories.data?.items ?? []).map((c) => (
                    <tr key={c.key}>
                      <td className="px-4 py-3 text-slate-900">
                        <span className="inline-flex items-center gap-2">
                          <CategoryIcon category={c} className="h-5 w-5 text-brand-700" />
                          {c.name}
                        </span>
                      </td>
                      <td className="px-4 py-3 font-mono text-slate-800">{c.key}</td>
                      <td className="px-4 py-3 text-slate-700">{c.subcategories.join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </CardTable>
            </ScrollRegion>
          )}
        </div>
      </section>
    </RoutingFrame>
  );
}

/** The shown validation issues grouped by spreadsheet row, then '…and N more'. */
export function IssuesList({ rows, more }: { rows: RowIssues[]; more: string | null }) {
  const { t } = useTranslation('routing');
  return (
    <>
      <ul className="mt-3 max-h-96 space-y-2 overflow-y-auto text-sm" data-testid="template-issues">
        {rows.map((r) => (
          <li key={r.row}>
            <span className="font-semibold text-slate-900">{t('template.row', { row: r.row })}</span>
            <ul className="ml-5 list-disc text-slate-700">
              {r.issues.map((issue, i) => (
                <li key={i}>{issue}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {more && <p className="mt-2 text-sm font-medium text-slate-700">{more}</p>}
    </>
  );
}
