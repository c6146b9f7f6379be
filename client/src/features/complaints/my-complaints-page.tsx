import { Messages, OTHER_SUBCATEGORY } from '@civic/contracts';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type ComplaintResponse, useListMyComplaintsQuery } from '../../api';
import { Page } from '../../components/ui/page';
import { SOURCE_LABELS, URGENCY_LABELS, formatDate, formatDateTime } from './complaint-format';
import { StatusBadge } from './status-badge';

/** Newest first (the server already orders them; a list must not depend on it). */
export function newestFirst(items: readonly ComplaintResponse[]): ComplaintResponse[] {
  return [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

function issueOf(c: ComplaintResponse): string {
  return c.subcategory === OTHER_SUBCATEGORY && c.otherText ? `Other: ${c.otherText}` : c.subcategory;
}

/**
 * /dashboard, My Complaints (citizen spec sections 2 and 8): the citizen's complaints newest first with
 * their status, date, category and location; `?id=<complaint id>` shows one complaint with its status
 * history, photos and map link.
 */
export function MyComplaintsPage() {
  const [params] = useSearchParams();
  const selectedId = params.get('id');
  const { data, isLoading, isError, isFetching, refetch } = useListMyComplaintsQuery(undefined, { refetchOnMountOrArgChange: true });
  const items = newestFirst(data?.items ?? []);
  const selected = selectedId ? items.find((c) => c.id === selectedId) : undefined;

  if (selectedId && selected) return <ComplaintDetail complaint={selected} />;

  return (
    <Page title="My Complaints" lead="Follow the complaints you have filed and the updates from our team." width="wide">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {data ? `${items.length} ${items.length === 1 ? 'complaint' : 'complaints'}` : ''}
        </p>
        <Link to="/complaint" className="btn btn-primary">
          File a Complaint
        </Link>
      </div>
      {selectedId && data && !selected && (
        <p className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
          Complaint {selectedId} is not among your complaints.
        </p>
      )}
      {isLoading ? (
        <p role="status" className="text-slate-600">
          Loading your complaints…
        </p>
      ) : isError ? (
        <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800" role="alert">
          <p>{Messages.complaint.loadFailed}</p>
          <button type="button" className="btn btn-secondary mt-3" onClick={() => void refetch()} disabled={isFetching}>
            Try again
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
          <p className="text-slate-700">You have not filed any complaints yet.</p>
          <Link to="/complaint" className="btn btn-primary mt-4">
            File your first complaint
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="My complaints" data-testid="complaint-list">
          {items.map((c) => (
            <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="complaint-row">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold text-slate-900">
                    <Link to={`/dashboard?id=${encodeURIComponent(c.id)}`} className="text-brand-700 underline-offset-2 hover:underline">
                      {c.title}
                    </Link>
                  </h2>
                  <p className="mt-1 text-sm text-slate-600">
                    <span className="font-mono">{c.id}</span> · Filed {formatDate(c.createdAt)}
                  </p>
                </div>
                <StatusBadge status={c.status} />
              </div>
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
                <div>
                  <dt className="inline text-slate-500">Category: </dt>
                  <dd className="inline text-slate-800">
                    {c.categoryName} · {issueOf(c)}
                  </dd>
                </div>
                <div>
                  <dt className="inline text-slate-500">Location: </dt>
                  <dd className="inline text-slate-800">{c.location}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}

/** One complaint: status, details, the updates history (newest first), photos and the map link. */
function ComplaintDetail({ complaint: c }: { complaint: ComplaintResponse }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [c.id]);
  const updates = [...c.updates].sort((a, b) => Date.parse(b.date) - Date.parse(a.date));
  const row = (label: string, value: string | undefined | null) =>
    value ? (
      <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
        <dt className="text-sm font-medium text-slate-600">{label}</dt>
        <dd className="text-sm break-words whitespace-pre-line text-slate-900 sm:col-span-2">{value}</dd>
      </div>
    ) : null;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <Link to="/dashboard" className="text-sm font-semibold text-brand-700 underline">
        ← Back to My Complaints
      </Link>
      <div className="mt-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 outline-none">
            {c.title}
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            <span className="font-mono" data-testid="detail-id">
              {c.id}
            </span>{' '}
            · Filed {formatDate(c.submittedDate || c.createdAt)} · Last update {formatDate(c.lastUpdate)}
          </p>
        </div>
        <p>
          <span className="sr-only">Status: </span>
          <StatusBadge status={c.status} />
        </p>
      </div>

      <section aria-labelledby="detail-details" className="mt-8 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="detail-details" className="font-semibold text-slate-900">
          Details
        </h2>
        <dl className="mt-2 divide-y divide-slate-100">
          {row('Category', c.categoryName)}
          {row('Specific issue', issueOf(c))}
          {row('Description', c.description)}
          {row('Location', c.location)}
          {row('Landmark', c.landmark)}
          {row('Urgency', URGENCY_LABELS[c.urgency] ?? c.urgency)}
          {row('Anonymous', c.anonymous ? 'Yes, your name is hidden from the authority' : 'No')}
          <div className="grid gap-1 py-2 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">Exact location</dt>
            <dd className="text-sm text-slate-900 sm:col-span-2">
              {c.coordinates.lat}, {c.coordinates.lng} ({SOURCE_LABELS[c.coordinates.source]}
              {c.coordinates.outsideBounds ? ', moved to the Goa border' : ''}).{' '}
              <a href={c.mapUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
                View on map<span className="sr-only"> (OpenStreetMap, opens in a new tab)</span>
              </a>
            </dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="detail-updates" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
        <h2 id="detail-updates" className="font-semibold text-slate-900">
          Updates
        </h2>
        <ol className="mt-3 space-y-3" data-testid="update-list">
          {updates.map((u, index) => (
            <li key={`${u.date}-${index}`} className="border-l-4 border-brand-100 pl-3">
              <div className="flex flex-wrap items-center gap-2">
                <StatusBadge status={u.status} />
                <time dateTime={u.date} className="text-sm text-slate-600">
                  {formatDateTime(u.date)}
                </time>
              </div>
              {u.message && <p className="mt-1 text-sm whitespace-pre-line text-slate-800">{u.message}</p>}
            </li>
          ))}
        </ol>
      </section>

      {c.photos.length > 0 && (
        <section aria-labelledby="detail-photos" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
          <h2 id="detail-photos" className="font-semibold text-slate-900">
            Photos
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {c.photos.map((url, index) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noopener noreferrer" className="block">
                  <img
                    src={url}
                    alt={`Photo ${index + 1} of complaint ${c.id}: ${c.title}`}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg object-cover"
                  />
                  <span className="sr-only"> (opens full size in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
