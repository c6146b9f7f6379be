/**
 * Admin modules (admin spec section 2). The spec's assignable list says `docs` while its page map says
 * `documents` (PDF templates) and `volunteers`; see docs/adr/0013-admin-modules.md.
 * Canonical keys: `documents` guards PDF templates (`docs` is accepted as its alias) and the volunteer
 * submissions page belongs to the `support` module. The Admin Guide is shown to every admin.
 */
export const AdminModule = {
  Complaints: 'complaints',
  Billing: 'billing',
  Pricing: 'pricing',
  Support: 'support',
  Routing: 'routing',
  Categories: 'categories',
  Users: 'users',
  EmailTemplates: 'email_templates',
  Documents: 'documents',
} as const;
export type AdminModule = (typeof AdminModule)[keyof typeof AdminModule];
export const ADMIN_MODULES: readonly AdminModule[] = Object.values(AdminModule);

/** Labels for the module checkboxes of Admin Management. */
export const ADMIN_MODULE_LABELS: Record<AdminModule, string> = {
  complaints: 'Complaints',
  billing: 'Billing',
  pricing: 'Pricing (plans)',
  support: 'Support and volunteers',
  routing: 'Routing',
  categories: 'Categories',
  users: 'Users',
  email_templates: 'Email templates',
  documents: 'PDF templates (docs)',
};

/** Spec aliases accepted on input and normalised to a canonical key. */
export const ADMIN_MODULE_ALIASES: Record<string, AdminModule> = {
  docs: 'documents',
  volunteers: 'support',
  pdf_templates: 'documents',
};

/** Normalises a list of module names: aliases mapped, unknown names dropped, duplicates removed, sorted. */
export function normaliseAdminModules(input: readonly string[]): AdminModule[] {
  const known = new Set<string>(ADMIN_MODULES);
  const out = new Set<AdminModule>();
  for (const raw of input) {
    const name = String(raw).trim().toLowerCase();
    const key = ADMIN_MODULE_ALIASES[name] ?? name;
    if (known.has(key)) out.add(key as AdminModule);
  }
  return [...out].sort();
}

/** Admin home cards (admin spec section 2). `module: null` means every admin; `superadminOnly` hides it from others. */
export interface AdminCard {
  path: string;
  title: string;
  description: string;
  module: AdminModule | null;
  superadminOnly?: boolean;
}

export const ADMIN_CARDS: readonly AdminCard[] = [
  { path: '/admin/complaints', title: 'Complaints', description: 'Review, update and forward complaints.', module: 'complaints' },
  /** Authorities' emailed replies matched but not placed (docs/adr/0137-replies-matched-or-refused.md). */
  {
    path: '/admin/inbound-replies',
    title: 'Emailed Replies',
    description: 'Replies by email waiting to be attached to a complaint or discarded.',
    module: 'complaints',
  },
  { path: '/admin/categories', title: 'Categories', description: 'Complaint categories and subcategories.', module: 'categories' },
  /** Home page testimonials: content, with the categories module (docs/adr/0045-testimonials.md). */
  { path: '/admin/testimonials', title: 'Testimonials', description: 'Quotes shown on the home page, with consent.', module: 'categories' },
  { path: '/admin/plans', title: 'Pricing', description: 'Plans, prices, GST and limits.', module: 'pricing' },
  { path: '/admin/support', title: 'Support', description: 'Support tickets from citizens.', module: 'support' },
  { path: '/admin/volunteers', title: 'Volunteers', description: 'Volunteer and support form submissions.', module: 'support' },
  { path: '/admin/routing', title: 'Routing Contacts', description: 'Authority emails per location and category.', module: 'routing' },
  { path: '/admin/routing/template', title: 'Template Import', description: 'Bulk edit routing contacts with an xlsx template.', module: 'routing' },
  { path: '/admin/routing/test', title: 'Test Routing', description: 'Check which authority a location resolves to.', module: 'routing' },
  { path: '/admin/routing/logs', title: 'Audit Logs', description: 'Who changed routing contacts and when.', module: 'routing' },
  { path: '/admin/billing', title: 'Billing', description: 'Purchases, invoices, grants and downgrades.', module: 'billing' },
  { path: '/admin/users', title: 'Users', description: 'Verify, block or delete user accounts.', module: 'users' },
  { path: '/admin/email-templates', title: 'Email Templates', description: 'Edit the emails the portal sends.', module: 'email_templates' },
  { path: '/admin/pdf-templates', title: 'PDF Templates', description: 'Edit the authority letter.', module: 'documents' },
  { path: '/admin/mail', title: 'Sent Mail', description: 'Every email stored or sent, with attachments.', module: null, superadminOnly: true },
  { path: '/admin/docs', title: 'Admin Guide', description: 'Roles, daily tasks, routing rules, troubleshooting.', module: null },
  { path: '/admin/management', title: 'Admin Management', description: 'Create admins and assign modules.', module: null, superadminOnly: true },
  /** Open311 API keys (docs/adr/0052-open311-georeport-v2.md). */
  { path: '/admin/integrations', title: 'Integrations', description: 'Open311 API keys for other apps.', module: null, superadminOnly: true },
  /** Background job queues and their failed jobs (docs/adr/0113-queues-page.md). */
  { path: '/admin/queues', title: 'Queues', description: 'Background jobs: counts, failed jobs, retry.', module: null, superadminOnly: true },
  /** The WhatsApp simulator and the messages the portal sent on WhatsApp (docs/adr/0151-whatsapp-channel.md). */
  { path: '/admin/whatsapp', title: 'WhatsApp', description: 'Chat as any number in the simulator; messages sent.', module: null, superadminOnly: true },
];

/** Whether a signed-in user with this role and these modules may use a module (superadmin has every module). */
export function hasAdminModule(role: string | undefined, modules: readonly string[] | undefined, module: AdminModule): boolean {
  if (role === 'superadmin') return true;
  if (role !== 'admin') return false;
  return (modules ?? []).includes(module);
}

/** The admin home cards visible to a user (admin spec sections 2 and 6). */
export function visibleAdminCards(role: string | undefined, modules: readonly string[] | undefined): AdminCard[] {
  return ADMIN_CARDS.filter((card) => {
    if (card.superadminOnly) return role === 'superadmin';
    if (card.module === null) return role === 'admin' || role === 'superadmin';
    return hasAdminModule(role, modules, card.module);
  });
}
