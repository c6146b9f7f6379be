import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';

const ROUTING_PAGES = [
  { to: '/admin/routing', label: 'Routing Contacts' },
  { to: '/admin/routing/template', label: 'Template Import' },
  { to: '/admin/routing/test', label: 'Test Routing' },
  { to: '/admin/routing/logs', label: 'Audit Logs' },
] as const;

/** The frame of the four routing pages: a way back to the admin home, the page heading and links between the pages. */
export function RoutingFrame({ title, lead, actions, children }: { title: string; lead?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/admin" className="text-sm font-semibold text-brand-700 hover:underline">
        <span aria-hidden="true">←</span> Admin Dashboard
      </Link>
      <nav aria-label="Routing" className="mt-4 flex flex-wrap gap-2 border-b border-slate-200 pb-3">
        {ROUTING_PAGES.map((p) => (
          <NavLink
            key={p.to}
            to={p.to}
            end
            className={({ isActive }) =>
              `rounded-lg px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`
            }
          >
            {p.label}
          </NavLink>
        ))}
      </nav>
      <div className="mt-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
          {lead && <p className="mt-2 text-slate-600">{lead}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

/** Prev/Next with 'Page X of Y' for the paged routing lists. */
export function Pager({ page, pages, total, onPage, label }: { page: number; pages: number; total: number; onPage(page: number): void; label: string }) {
  return (
    <nav aria-label={label} className="mt-4 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <span>Total: {total}</span>
      <div className="flex items-center gap-3">
        <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Prev
        </button>
        <span aria-live="polite">
          Page {page} of {Math.max(1, pages)}
        </span>
        <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </button>
      </div>
    </nav>
  );
}

/** A red banner for a failed load, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      <span>{message}</span>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
