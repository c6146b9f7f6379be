import type { ReactNode } from 'react';
import { LoadError } from './load-error';

/** What a list query says about itself (RTK Query's result has these fields). */
export interface ListQuery {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * The loading line and the load error (with Retry) above an admin list; the list itself follows when the data
 * has come. `failure` is the message to show (usually `messageFor(query.error, fallback)`).
 */
export function ListStatus({ query, failure, loading, className = 'mt-6' }: { query: ListQuery; failure: string; loading: string; className?: string }) {
  return (
    <>
      {query.isError && <LoadError className={className} message={failure} onRetry={() => void query.refetch()} />}
      {query.isLoading && <p className={`${className} text-slate-600`}>{loading}</p>}
    </>
  );
}

/**
 * One of: the loading line, the load error with Retry, the empty message in a card, or the content (a table);
 * then `footer` (a pager) in every case. `failure` is null while there is nothing to report.
 */
export function ListState({
  loading,
  loadingText,
  failure,
  onRetry,
  empty,
  emptyText,
  busy,
  className = 'mt-4',
  children,
  footer,
}: {
  loading: boolean;
  loadingText: string;
  failure: string | null;
  onRetry: () => void;
  empty: boolean;
  emptyText: string;
  busy: boolean;
  className?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={className} aria-busy={busy}>
      {loading ? (
        <p role="status" className="text-slate-600">
          {loadingText}
        </p>
      ) : failure ? (
        <LoadError message={failure} onRetry={onRetry} />
      ) : empty ? (
        <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{emptyText}</p>
      ) : (
        children
      )}
      {footer}
    </div>
  );
}
