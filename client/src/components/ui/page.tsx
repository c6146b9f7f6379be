import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

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

/** A link back to a parent page: "← Admin Dashboard". */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-sm font-semibold text-brand-700 hover:underline">
      <span aria-hidden="true">←</span> {children}
    </Link>
  );
}

/** The frame of an admin page: a wide page with a way back to the admin home. */
export function AdminPage({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Page title={title} lead={lead} width="wide">
      <BackLink to="/admin">{t('adminDashboard')}</BackLink>
      {children}
    </Page>
  );
}

/** A white card section under an admin page's lead, labelled by its heading (the "new …" forms above a list). */
export function SectionCard({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <section className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200" aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The notice's icon glyph (decorative). */
const NOTICE_ICONS = { warning: '!', info: 'i' } as const;

/** A centred notice with an icon, text and actions (login prompt, not authorised, admin redirects); its title, else its message, is the page's h1. */
export function Notice({ title, message, children, tone = 'info' }: { title?: string; message: string; children?: ReactNode; tone?: 'info' | 'warning' }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span
        aria-hidden="true"
        className={`flex h-14 w-14 items-center justify-center rounded-full text-2xl ${tone === 'warning' ? 'bg-amber-100 text-amber-700' : 'bg-brand-100 text-brand-700'}`}
      >
        {NOTICE_ICONS[tone]}
      </span>
      {title && <h1 className="mt-5 text-2xl font-bold text-slate-900">{title}</h1>}
      {title ? (
        <p className="mt-2 text-lg text-slate-700" role="status">
          {message}
        </p>
      ) : (
        // Every page has an h1 (a gate page too: 'Please log in to continue.'); without a title the message is it.
        <h1 className="mt-5 text-lg font-normal text-slate-700">
          <span role="status">{message}</span>
        </h1>
      )}
      {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
    </div>
  );
}
