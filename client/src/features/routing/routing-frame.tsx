import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { BackLink } from '../../components/ui/page';

const ROUTING_PAGES = [
  { to: '/admin/routing', label: 'contacts' },
  { to: '/admin/routing/template', label: 'template' },
  { to: '/admin/routing/test', label: 'test' },
  { to: '/admin/routing/logs', label: 'logs' },
] as const;

/** The header row style of the routing tables. */
export const TABLE_HEAD = 'bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase';

/** The frame of the four routing pages: a way back to the admin home, the page heading and links between the pages. */
export function RoutingFrame({ title, lead, actions, children }: { title: string; lead?: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation(['routing', 'common']);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to="/admin">{t('common:adminDashboard')}</BackLink>
      <nav aria-label={t('frame.nav')} className="mt-4 flex flex-wrap gap-2 border-b border-slate-200 pb-3">
        {ROUTING_PAGES.map((p) => (
          <NavLink
            key={p.to}
            to={p.to}
            end
            className={({ isActive }) =>
              `rounded-lg px-3 py-1.5 text-sm font-semibold ${isActive ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100'}`
            }
          >
            {t(`frame.pages.${p.label}`)}
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
