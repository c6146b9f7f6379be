import type { ReactNode } from 'react';

/** The common frame of an inner page: a heading, an optional lead sentence and the content. */
export function Page({ title, lead, children, width = 'narrow' }: { title: string; lead?: ReactNode; children?: ReactNode; width?: 'narrow' | 'wide' }) {
  return (
    <div className={`mx-auto px-4 py-12 sm:px-6 lg:px-8 ${width === 'wide' ? 'max-w-7xl' : 'max-w-3xl'}`}>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {lead && <p className="mt-3 text-lg text-slate-600">{lead}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}

/** A page whose feature belongs to a later issue: its heading and one sentence. */
export function PageBeingBuilt({ title }: { title: string }) {
  return (
    <Page title={title}>
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700 shadow-sm">This page is being built.</p>
    </Page>
  );
}

/** A centred notice with an icon, text and actions (login prompt, not authorised, admin redirects). */
export function Notice({ title, message, children, tone = 'info' }: { title?: string; message: string; children?: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span
        aria-hidden="true"
        className={`flex h-14 w-14 items-center justify-center rounded-full text-2xl ${tone === 'warning' ? 'bg-amber-100 text-amber-700' : 'bg-brand-100 text-brand-700'}`}
      >
        {tone === 'warning' ? '!' : 'i'}
      </span>
      {title && <h1 className="mt-5 text-2xl font-bold text-slate-900">{title}</h1>}
      <p className={`${title ? 'mt-2' : 'mt-5'} text-lg text-slate-700`} role="status">
        {message}
      </p>
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
