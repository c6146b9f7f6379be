import { type AdminModule, COMPLAINT_STATUSES, DEFAULT_PLANS, GOA_TOLERANCE_DEGREES } from '@civic/contracts';
import type { ReactElement, ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../components/ui/page';
import type { Translate } from '../../i18n/i18n';
import { ScrollRegion } from '../../components/ui/scroll-region';

const SECTIONS = [
  { id: 'roles', key: 'roles' },
  { id: 'daily-tasks', key: 'dailyTasks' },
  { id: 'routing-rules', key: 'routingRules' },
  { id: 'troubleshooting', key: 'troubleshooting' },
] as const;

/** The modules in the order the guide lists them. */
const GUIDE_MODULES = [
  'complaints',
  'routing',
  'support',
  'categories',
  'pricing',
  'billing',
  'users',
  'email_templates',
  'documents',
] as const satisfies readonly AdminModule[];

const ROUTING_RULES = ['deepest', 'category', 'usable', 'editing'] as const;

function A({ to, children }: { to: string; children?: ReactNode }) {
  return (
    <Link to={to} className="font-semibold text-brand-700 underline">
      {children}
    </Link>
  );
}

/** The guide's markup: emphasis and links to the admin pages it names. */
const MARKUP: Record<string, ReactElement> = {
  strong: <strong />,
  em: <em />,
  management: <A to="/admin/management" />,
  mail: <A to="/admin/mail" />,
  complaints: <A to="/admin/complaints" />,
  support: <A to="/admin/support" />,
  volunteers: <A to="/admin/volunteers" />,
  contacts: <A to="/admin/routing" />,
  template: <A to="/admin/routing/template" />,
  test: <A to="/admin/routing/test" />,
  logs: <A to="/admin/routing/logs" />,
  billing: <A to="/admin/billing" />,
};

/** The complaint limits of the plans, from the plan defaults ("Free Citizen 3 a month, …"). */
function planLimits(t: Translate): string {
  return DEFAULT_PLANS.map((p) =>
    p.complaintLimit === null
      ? t('admin-docs:trouble.planUnlimited', { plan: p.name })
      : t('admin-docs:trouble.planLimit', { plan: p.name, n: p.complaintLimit }),
  ).join(', ');
}

/**
 * The Admin Guide (/admin/docs, admin spec section 2): a static help page for every admin covering roles,
 * daily tasks, routing rules and troubleshooting. It states that only admins can see and edit complaints
 * and routing.
 */
export function AdminGuidePage() {
  const { t } = useTranslation(['admin-docs', 'admin', 'messages']);
  const h3 = 'mt-4 mb-2 font-semibold text-slate-900';
  return (
    <AdminPage title={t('title')} lead={t('lead')}>
      <p className="mt-6 rounded-xl bg-brand-50 p-4 font-semibold text-brand-900 ring-1 ring-brand-100" data-testid="admin-only-statement">
        {t('adminOnly')}
      </p>

      <nav aria-label={t('onThisPage')} className="mt-6">
        <ul className="flex flex-wrap gap-3 text-sm">
          {SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="rounded-lg bg-white px-3 py-1.5 font-medium text-brand-700 ring-1 ring-slate-200 hover:bg-brand-50">
                {t(`sections.${s.key}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="prose-page mt-4 max-w-4xl">
        <section aria-labelledby="roles">
          <h2 id="roles">{t('sections.roles')}</h2>
          <ul>
            <li>
              <Trans t={t} i18nKey="roles.citizen" components={MARKUP} />
            </li>
            <li>
              <Trans t={t} i18nKey="roles.admin" components={MARKUP} />
            </li>
            <li>
              <Trans t={t} i18nKey="roles.superadmin" components={MARKUP} />
            </li>
          </ul>
          <p>{t('roles.modulesIntro')}</p>
          <ScrollRegion label={t('roles.tableLabel')} className="mb-4">
            <table className="min-w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-900">
                <tr>
                  <th scope="col" className="py-2 pr-4">
                    {t('roles.module')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('roles.pages')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 text-slate-700">
                {GUIDE_MODULES.map((module) => (
                  <tr key={module}>
                    <td className="py-2 pr-4">{t(`admin:modules.${module}`)}</td>
                    <td className="py-2">{t(`roles.modulePages.${module}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>

        <section aria-labelledby="daily-tasks">
          <h2 id="daily-tasks">{t('sections.dailyTasks')}</h2>
          <h3 className={h3}>{t('daily.reviewTitle')}</h3>
          <p>
            <Trans t={t} i18nKey="daily.review" values={{ statuses: COMPLAINT_STATUSES.join(', ') }} components={MARKUP} />
          </p>
          <h3 className={h3}>{t('daily.forwardTitle')}</h3>
          <p>
            <Trans t={t} i18nKey="daily.forward" values={{ dialog: t('messages:admin.complaints.deepestContactMissing') }} components={MARKUP} />
          </p>
          <h3 className={h3}>{t('daily.informTitle')}</h3>
          <p>
            <Trans t={t} i18nKey="daily.inform" components={MARKUP} />
          </p>
          <h3 className={h3}>{t('daily.supportTitle')}</h3>
          <p>
            <Trans t={t} i18nKey="daily.support" components={MARKUP} />
          </p>
        </section>

        <section aria-labelledby="routing-rules">
          <h2 id="routing-rules">{t('sections.routingRules')}</h2>
          <ul>
            {ROUTING_RULES.map((rule) => (
              <li key={rule}>
                <Trans t={t} i18nKey={`rules.${rule}`} components={MARKUP} />
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="troubleshooting">
          <h2 id="troubleshooting">{t('sections.troubleshooting')}</h2>
          <dl className="space-y-4">
            <div>
              <dt className="font-semibold text-slate-900">{t('trouble.noContactTitle', { message: t('messages:admin.routing.noContact') })}</dt>
              <dd className="text-slate-700">
                <Trans t={t} i18nKey="trouble.noContact" components={MARKUP} />
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t('trouble.emailTitle')}</dt>
              <dd className="text-slate-700">
                <Trans t={t} i18nKey="trouble.email" components={MARKUP} />
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t('trouble.boundsTitle')}</dt>
              <dd className="text-slate-700">{t('trouble.bounds', { tolerance: GOA_TOLERANCE_DEGREES })}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-900">{t('trouble.quotaTitle')}</dt>
              <dd className="text-slate-700">
                <Trans t={t} i18nKey="trouble.quota" values={{ limits: planLimits(t) }} components={MARKUP} />
              </dd>
            </div>
          </dl>
        </section>
      </div>
    </AdminPage>
  );
}
