import { ADMIN_CARDS, ADMIN_MODULE_LABELS, type AdminCard } from '@civic/contracts';

/** The catalogue key of an admin home card: its path below /admin ('/admin/routing/template' → 'routing-template'). */
export function adminCardKey(card: Pick<AdminCard, 'path'>): string {
  return card.path.replace(/^\/admin\//, '').replace(/\//g, '-');
}

/** The admin home (features/admin): its cards and the module names, taken from libs/contracts by reference. */
export const admin = {
  home: {
    title: 'Admin Dashboard',
    lead: 'Welcome, {name}. Choose an area to manage.',
    noModules: 'No admin modules are assigned to your account yet. Ask a super admin to assign them.',
    open: 'Open <arrow>→</arrow>',
  },
  /** Title and description of each admin home card (`ADMIN_CARDS`), by `adminCardKey`. */
  cards: Object.fromEntries(ADMIN_CARDS.map((card) => [adminCardKey(card), { title: card.title, description: card.description }])) as Record<
    string,
    { title: string; description: string }
  >,
  /** The module names of Admin Management's checkboxes (`ADMIN_MODULE_LABELS`). */
  modules: ADMIN_MODULE_LABELS,
};
