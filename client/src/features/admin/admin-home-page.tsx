import { visibleAdminCards } from '@civic/contracts';
import { Link } from 'react-router-dom';
import { useSessionInfo } from '../../app/use-session';
import { Page } from '../../components/ui/page';

/** The admin home (/admin, admin spec section 2): the cards the signed-in admin may use. */
export function AdminHomePage() {
  const { name, role, adminModules } = useSessionInfo();
  const cards = visibleAdminCards(role, adminModules);
  return (
    <Page title="Admin Dashboard" lead={`Welcome, ${name}. Choose an area to manage.`} width="wide">
      {cards.length === 0 ? (
        <p className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          No admin modules are assigned to your account yet. Ask a super admin to assign them.
        </p>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="admin-cards">
          {cards.map((card) => (
            <li key={card.path}>
              <Link
                to={card.path}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md"
              >
                <h2 className="text-lg font-semibold text-slate-900">{card.title}</h2>
                <p className="mt-2 flex-1 text-sm text-slate-600">{card.description}</p>
                <span className="mt-4 text-sm font-semibold text-brand-700">
                  Open <span aria-hidden="true">→</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
