import { Messages, PAGE_SIZE } from '@civic/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router-dom';
import { type MailAttachmentInfoResponse, type SentMailSummaryResponse, downloadFile, useGetSentMailQuery, useListSentMailQuery } from '../../api/index';
import { Page } from '../../components/ui/page';
import { failureMessage } from './failure';
import { formatBytes, formatWhen } from './format';

const M = Messages.admin.mail;

const STATUS_STYLE: Record<SentMailSummaryResponse['status'], string> = {
  pending: 'bg-amber-100 text-amber-800',
  stored: 'bg-slate-100 text-slate-800',
  sent: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

function StatusBadge({ status }: { status: SentMailSummaryResponse['status'] }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}>{status}</span>;
}

function Attachments({ messageId, attachments }: { messageId: string; attachments: MailAttachmentInfoResponse[] }) {
  if (attachments.length === 0) return <span className="text-slate-400">None</span>;
  const download = async (a: MailAttachmentInfoResponse) => {
    try {
      await downloadFile(`/api/admin/mail/${messageId}/attachments/${a.id}`, a.filename);
    } catch (error) {
      toast.error(failureMessage(error, M.downloadFailed));
    }
  };
  return (
    <ul className="space-y-1">
      {attachments.map((a) => (
        <li key={a.id}>
          <button type="button" className="text-left text-brand-700 underline hover:text-brand-900" onClick={() => void download(a)}>
            {a.filename}
          </button>{' '}
          <span className="text-xs text-slate-500">({formatBytes(a.size)})</span>
        </li>
      ))}
    </ul>
  );
}

function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * The sent-mail log (/admin/mail, superadmin only; DESIGN.md "shown to superadmins as a sent-mail log"):
 * every email the portal stored or sent, newest first, searchable by recipient or subject, with the
 * attachments to download and the full text and HTML of one message.
 */
export function SentMailPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = pageParam(params.get('page'));
  const openId = params.get('message');
  const [search, setSearch] = useState(q);
  const searchId = useId();
  const list = useListSentMailQuery({ page, limit: PAGE_SIZE.mailLog, q: q || undefined }, { refetchOnMountOrArgChange: true });

  // flushSync: controlled inputs (the archived checkbox) show their new state at once, not after a transition.
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { flushSync: true },
    );

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    update({ q: search.trim(), page: null });
  };

  const data = list.data;
  const pages = data?.pages ?? 1;

  return (
    <Page title="Sent Mail" lead="Every email the portal stored or sent, with its recipients, status and attachments." width="wide">
      <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Admin Dashboard
      </Link>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <form role="search" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={searchId} className="field-label">
              Search by recipient or subject
            </label>
            <input id={searchId} type="search" className="field-input w-72" value={search} maxLength={200} onChange={(e) => setSearch(e.target.value)} />
          </div>
          <button type="submit" className="btn btn-primary">
            Search
          </button>
          {q && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setSearch('');
                update({ q: null, page: null });
              }}
            >
              Clear
            </button>
          )}
        </form>
        <div className="flex items-center gap-3">
          <p className="text-sm text-slate-700">
            Total: <strong data-testid="mail-total">{data?.total ?? 0}</strong>
          </p>
          <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
            Refresh
          </button>
        </div>
      </div>

      {list.isError && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {failureMessage(list.error, M.loadFailed)}
        </p>
      )}
      {list.isLoading && <p className="mt-6 text-slate-600">Loading…</p>}

      {data && (
        <div className="mt-6 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          <table className="min-w-full divide-y divide-slate-200 text-sm" aria-label="Sent mail">
            <thead className="bg-slate-50 text-left text-slate-900">
              <tr>
                <th scope="col" className="px-3 py-2">
                  When
                </th>
                <th scope="col" className="px-3 py-2">
                  To
                </th>
                <th scope="col" className="px-3 py-2">
                  Cc
                </th>
                <th scope="col" className="px-3 py-2">
                  Subject
                </th>
                <th scope="col" className="px-3 py-2">
                  Status
                </th>
                <th scope="col" className="px-3 py-2">
                  Attachments
                </th>
                <th scope="col" className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top text-slate-800">
              {data.items.length === 0 && (
                <tr>
                  <td colSpan={7} className="px-3 py-6 text-center text-slate-600">
                    {q ? M.noMatch : M.empty}
                  </td>
                </tr>
              )}
              {data.items.map((m) => (
                <tr key={m._id} data-testid="mail-row" className={m._id === openId ? 'bg-brand-50' : undefined}>
                  <td className="px-3 py-2 whitespace-nowrap">{formatWhen(m.createdAt)}</td>
                  <td className="px-3 py-2 break-all">{m.to.join(', ')}</td>
                  <td className="px-3 py-2 break-all">{m.cc.length > 0 ? m.cc.join(', ') : <span className="text-slate-400">—</span>}</td>
                  <td className="px-3 py-2">{m.subject}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={m.status} />
                    {m.error && <p className="mt-1 max-w-xs text-xs break-words text-red-700">{m.error}</p>}
                  </td>
                  <td className="px-3 py-2">
                    <Attachments messageId={m._id} attachments={m.attachments} />
                  </td>
                  <td className="px-3 py-2">
                    <button type="button" className="btn btn-secondary px-3 py-1" onClick={() => update({ message: m._id })} aria-label={`View ${m.subject}`}>
                      View
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-end gap-3">
          <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
            Prev
          </button>
          <span className="text-sm text-slate-700">
            Page {Math.min(page, pages)} of {pages}
          </span>
          <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
            Next
          </button>
        </nav>
      )}

      {openId && <MailDetail key={openId} id={openId} onClose={() => update({ message: null })} />}
    </Page>
  );
}

/** One message: headers, attachments, the plain text and the HTML (in a sandboxed frame: no scripts, no same-origin access). */
function MailDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useGetSentMailQuery({ id });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const m = query.data;
  const loaded = !!m;
  // Keyboard and screen-reader users land on the message once it has loaded (not again on a refetch).
  useEffect(() => {
    if (!loaded) return;
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [loaded]);
  return (
    <section aria-labelledby="mail-detail-title" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200" data-testid="mail-detail">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="mail-detail-title" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-slate-900">
          {m ? m.subject : 'Message'}
        </h2>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      {query.isLoading && <p className="mt-4 text-slate-600">Loading…</p>}
      {query.isError && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {failureMessage(query.error, M.loadOneFailed)}
        </p>
      )}
      {m && (
        <>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-slate-700">From</dt>
            <dd className="break-all">{m.from}</dd>
            <dt className="font-semibold text-slate-700">To</dt>
            <dd className="break-all">{m.to.join(', ')}</dd>
            <dt className="font-semibold text-slate-700">Cc</dt>
            <dd className="break-all">{m.cc.join(', ') || '—'}</dd>
            <dt className="font-semibold text-slate-700">Recorded</dt>
            <dd>{formatWhen(m.createdAt)}</dd>
            <dt className="font-semibold text-slate-700">Sent</dt>
            <dd>{m.sentAt ? formatWhen(m.sentAt) : '—'}</dd>
            <dt className="font-semibold text-slate-700">Status</dt>
            <dd>
              <StatusBadge status={m.status} /> <span className="text-slate-600">via {m.transport}</span>
              {m.attempts > 1 && <span className="text-slate-600">, {m.attempts} attempts</span>}
              {m.error && <p className="mt-1 text-red-700">{m.error}</p>}
            </dd>
            {m.templateKey && (
              <>
                <dt className="font-semibold text-slate-700">Template</dt>
                <dd>
                  <code>{m.templateKey}</code>
                </dd>
              </>
            )}
            {m.messageId && (
              <>
                <dt className="font-semibold text-slate-700">Message id</dt>
                <dd className="break-all">{m.messageId}</dd>
              </>
            )}
            <dt className="font-semibold text-slate-700">Attachments</dt>
            <dd>
              <Attachments messageId={m._id} attachments={m.attachments} />
            </dd>
          </dl>
          <div className="mt-6 grid gap-4 lg:grid-cols-2">
            <div>
              <h3 className="mb-2 font-semibold text-slate-900">HTML</h3>
              <iframe
                title="Email HTML"
                sandbox=""
                srcDoc={m.html}
                referrerPolicy="no-referrer"
                className="h-96 w-full rounded-lg border border-slate-200 bg-white"
              />
            </div>
            <div>
              <h3 className="mb-2 font-semibold text-slate-900">Text</h3>
              <pre
                data-testid="mail-text"
                className="h-96 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm whitespace-pre-wrap text-slate-800"
              >
                {m.text}
              </pre>
            </div>
          </div>
        </>
      )}
    </section>
  );
}
