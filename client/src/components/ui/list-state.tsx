import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { messageFor } from '../../api';
import { LoadError } from './load-error';
import { FormBanner } from './text-field';

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

/** A list query as ListState reads it (RTK Query's result has these fields). */
export interface ListStateQuery extends ListQuery {
  isFetching: boolean;
  data?: unknown;
}

/**
 * One of: the loading line, the load error with Retry (`messageFor(query.error, failure)`, only while there is no
 * data to show), the empty message in a card, or the content (a table); then `footer` (a pager) in every case.
 */
export function ListState({
  query,
  loadingText,
  failure,
  empty,
  emptyText,
  className = 'mt-4',
  retry = true,
  children,
  footer,
}: {
  query: ListStateQuery;
  loadingText: string;
  /** The message when the server gives none. */
  failure: string;
  empty: boolean;
  emptyText: string;
  className?: string;
  /** The load error with a Retry button (LoadError), or a plain error banner when false (the toolbar refreshes). */
  retry?: boolean;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className={className} aria-busy={query.isFetching}>
      {query.isLoading ? (
        <p role="status" className="text-slate-600">
          {loadingText}
        </p>
      ) : query.error && !query.data ? (
        retry ? (
          <LoadError message={messageFor(query.error, failure)} onRetry={() => void query.refetch()} />
        ) : (
          <FormBanner tone="error">{messageFor(query.error, failure)}</FormBanner>
        )
      ) : empty ? (
        <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{emptyText}</p>
      ) : (
        children
      )}
      {footer}
    </div>
  );
}

/** The row above a list: its heading, then Refresh (disabled while fetching) and the page's own buttons (New …). */
export function ListToolbar({ title, onRefresh, refreshing, children }: { title: string; onRefresh: () => void; refreshing: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <div className="flex gap-2">
        <button type="button" className="btn btn-secondary" onClick={onRefresh} disabled={refreshing}>
          {t('actions.refresh')}
        </button>
        {children}
      </div>
    </div>
  );
}
