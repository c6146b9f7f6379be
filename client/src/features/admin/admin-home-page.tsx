import { visibleAdminCards } from '@civic/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionInfo } from '../../app/use-session';
import { Page } from '../../components/ui/page';
import { adminCardKey } from '../../i18n/en/admin';
import { MailDeliveryWarning } from '../admin-mail';

/**
 * The admin home (/admin, admin spec section 2): the cards the signed-in admin may use, limited to the pages
 * the router has (`builtPaths`), so that no card opens a page that does not work. Without `builtPaths`
 * every card the admin may use is shown.
 */
export function AdminHomePage({ builtPaths }: { builtPaths?: readonly string[] }) {
  const { t } = useTranslation('admin');
  const { name, role, adminModules } = useSessionInfo();
  const cards = visibleAdminCards(role, adminModules).filter((card) => !builtPaths || builtPaths.includes(card.path));
  return (
    <Page title={t('home.title')} lead={t('home.lead', { name })} width="wide">
      {role === 'superadmin' && <MailDeliveryWarning linkToLog className="mb-6" />}
      {cards.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">{t('home.noModules')}</p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-cards">
          {cards.map((card) => (
            <li key={card.path}>
              <Link
                to={card.path}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md"
              >
                <h2 className="text-lg font-semibold text-slate-900">{t(`cards.${adminCardKey(card)}.title`)}</h2>
                <p className="mt-2 flex-1 text-sm text-slate-600">{t(`cards.${adminCardKey(card)}.description`)}</p>
                <span className="mt-4 text-sm font-semibold text-brand-700">
                  <Trans t={t} i18nKey="home.open" components={{ arrow: <span aria-hidden="true" /> }} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
