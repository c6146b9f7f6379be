import { Messages, ROUTING_TEMPLATE_ALL_COLUMNS, formatMessage } from '@civic/contracts';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import {
  type RoutingTemplateValidationResponse,
  downloadFile,
  useImportRoutingTemplateMutation,
  useListCategoriesQuery,
  useValidateRoutingTemplateMutation,
} from '../../api';
import { LoadError, RoutingFrame } from './routing-frame';
import { shownError } from './shown-error';
import { type RowIssues, moreIssuesText, visibleIssues } from './template-issues';

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
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<RoutingTemplateValidationResponse | null>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [downloading, setDownloading] = useState(false);
  const categories = useListCategoriesQuery();
  const [validate, validation] = useValidateRoutingTemplateMutation();
  const [runImport, importing] = useImportRoutingTemplateMutation();

  const onDownload = async () => {
    setDownloading(true);
    try {
      await downloadFile('/api/admin/geo-routing/template.xlsx', 'routing-template.xlsx');
    } catch (error) {
      toast.error(shownError(error, Messages.admin.complaints.downloadTemplateFailed));
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
      setBanner({ tone: 'error', text: Messages.admin.routing.onlyXlsx });
      return;
    }
    setFile(chosen);
  };

  const onValidate = async () => {
    if (!file) {
      setBanner({ tone: 'error', text: Messages.admin.routing.chooseFile });
      toast.error(Messages.admin.routing.chooseFile);
      fileInput.current?.focus();
      return;
    }
    setBanner(null);
    setResult(null);
    try {
      const fileBase64 = await readFileAsDataUrl(file);
      const outcome = await validate({ routingTemplateFileRequest: { fileBase64 } }).unwrap();
      setResult(outcome);
      setBanner(outcome.ok ? { tone: 'ok', text: Messages.admin.routing.validationPassed } : { tone: 'warn', text: Messages.admin.routing.validationIssues });
    } catch (error) {
      const text = shownError(error, Messages.admin.routing.validateFailed);
      setBanner({ tone: 'error', text });
      toast.error(text);
    }
  };

  const onImport = async () => {
    if (!file || !result) return;
    try {
      const fileBase64 = await readFileAsDataUrl(file);
      const outcome = await runImport({ routingTemplateFileRequest: { fileBase64 } }).unwrap();
      const text = formatMessage(Messages.admin.routing.imported, { N: outcome.updated });
      setBanner({ tone: 'ok', text });
      toast.success(text);
      setResult(null);
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (error) {
      const issues = issuesOf(error);
      if (issues) setResult({ ok: false, issues });
      const text = shownError(error, Messages.admin.routing.importFailed);
      setBanner({ tone: 'error', text });
      toast.error(text);
    }
  };

  const shown = result ? visibleIssues(result.issues) : null;
  const more = shown ? moreIssuesText(shown.hidden) : null;
  const busy = validation.isLoading || importing.isLoading;

  return (
    <RoutingFrame title="Routing Template" lead="Edit many routing contacts at once in a spreadsheet, then import it.">
      <ol className="space-y-6">
        <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">1. Download the template</h2>
          <p className="mt-1 text-sm text-slate-600">
            One row per district, taluka, village and ULB, with today’s contacts filled in. Do not change the Row ID or Location columns. Columns:{' '}
            {ROUTING_TEMPLATE_ALL_COLUMNS.join(', ')}. A row with an Authority Email and a Designation becomes an active contact.
          </p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => void onDownload()} disabled={downloading}>
            {downloading ? 'Downloading…' : 'Download template (.xlsx)'}
          </button>
        </li>

        <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">2. Upload and validate</h2>
          <div className="mt-3 flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={`${id}-file`} className="field-label">
                Filled template (.xlsx)
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
              {validation.isLoading ? 'Validating…' : 'Validate'}
            </button>
          </div>
        </li>

        <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 className="text-lg font-semibold text-slate-900">3. Import</h2>
          <p className="mt-1 text-sm text-slate-600">Available once the chosen file has been validated. A file with issues is refused.</p>
          <button type="button" className="btn btn-primary mt-3" onClick={() => void onImport()} disabled={!result || !file || busy}>
            {importing.isLoading ? 'Importing…' : 'Import'}
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
            Issues ({shown.total})
          </h2>
          <IssuesList rows={shown.rows} more={more} />
        </section>
      )}

      <section aria-labelledby={`${id}-categories`} className="mt-10">
        <h2 id={`${id}-categories`} className="text-xl font-semibold text-slate-900">
          Category reference
        </h2>
        <p className="mt-1 text-sm text-slate-600">Use a key in the Category Key column; leave it empty for the location’s default contact.</p>
        <div className="mt-3">
          {categories.isError ? (
            <LoadError message={shownError(categories.error, Messages.admin.routing.loadCategoriesFailed)} onRetry={() => void categories.refetch()} />
          ) : (
            <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
              <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
                <caption className="sr-only">Categories and their keys</caption>
                <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  <tr>
                    <th scope="col" className="px-4 py-3">
                      Category
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Key
                    </th>
                    <th scope="col" className="px-4 py-3">
                      Subcategories
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {categories.isLoading && (
                    <tr>
                      <td colSpan={3} className="px-4 py-3 text-slate-600">
                        Loading…
                      </td>
                    </tr>
                  )}
                  {(categories.data?.items ?? []).map((c) => (
                    <tr key={c.key}>
                      <td className="px-4 py-3 text-slate-900">
                        <span aria-hidden="true">{c.icon}</span> {c.name}
                      </td>
                      <td className="px-4 py-3 font-mono text-slate-800">{c.key}</td>
                      <td className="px-4 py-3 text-slate-700">{c.subcategories.join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </section>
    </RoutingFrame>
  );
}

/** The shown validation issues grouped by spreadsheet row, then '…and N more'. */
export function IssuesList({ rows, more }: { rows: RowIssues[]; more: string | null }) {
  return (
    <>
      <ul className="mt-3 max-h-96 space-y-2 overflow-y-auto text-sm" data-testid="template-issues">
        {rows.map((r) => (
          <li key={r.row}>
            <span className="font-semibold text-slate-900">Row {r.row}:</span>
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
