import { ADMIN_CARDS } from '@civic/contracts';
import type { ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { adminCardKey } from '../i18n/en/admin';
import { RequireAdmin, RequireAdminAccess } from './admin-guards';
import { lazyPage } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { DocumentTitle, titled } from './shell/document-title';

/*
 * The admin area (admin spec section 2): a route table of its own, mounted at /admin/* by ./router.tsx and loaded
 * with the first admin page, so that the first screen carries neither the admin routes and guards, nor the admin
 * cards of libs/contracts, nor the `admin` catalogue namespace (docs/adr/0073-client-first-screen-budget.md).
 * Each admin page is still a chunk of its own.
 */

/**
 * The page of each admin card, by path. The admin home shows a card only when its page is here ("a card
 * only for a page that works"), and a card without a page gets no route.
 */
const adminPages: Record<string, ComponentType> = {
  '/admin/routing': lazyPage(() => import('../features/routing/routing-contacts-page').then((m) => m.RoutingContactsPage)),
  '/admin/routing/template': lazyPage(() => import('../features/routing/routing-template-page').then((m) => m.RoutingTemplatePage)),
  '/admin/routing/test': lazyPage(() => import('../features/routing/test-routing-page').then((m) => m.TestRoutingPage)),
  '/admin/routing/logs': lazyPage(() => import('../features/routing/routing-logs-page').then((m) => m.RoutingLogsPage)),
  '/admin/management': lazyPage(() => import('../features/admin-management/admin-management-page').then((m) => m.AdminManagementPage)),
  '/admin/categories': lazyPage(() => import('../features/admin-categories/admin-categories-page').then((m) => m.AdminCategoriesPage)),
  '/admin/complaints': lazyPage(() => import('../features/admin-complaints/admin-complaints-page').then((m) => m.AdminComplaintsPage)),
  '/admin/inbound-replies': lazyPage(() => import('../features/admin-complaints/inbound-replies-page').then((m) => m.InboundRepliesPage)),
  '/admin/email-templates': lazyPage(() => import('../features/admin-templates/email-templates-page').then((m) => m.EmailTemplatesPage)),
  '/admin/pdf-templates': lazyPage(() => import('../features/admin-templates/pdf-templates-page').then((m) => m.PdfTemplatesPage)),
  '/admin/docs': lazyPage(() => import('../features/admin-docs/admin-guide-page').then((m) => m.AdminGuidePage)),
  '/admin/mail': lazyPage(() => import('../features/admin-mail/sent-mail-page').then((m) => m.SentMailPage)),
  '/admin/plans': lazyPage(() => import('../features/admin-plans/admin-plans-page').then((m) => m.AdminPlansPage)),
  '/admin/billing': lazyPage(() => import('../features/admin-billing/admin-billing-page').then((m) => m.AdminBillingPage)),
  '/admin/support': lazyPage(() => import('../features/admin-support/admin-support-page').then((m) => m.AdminSupportPage)),
  '/admin/volunteers': lazyPage(() => import('../features/admin-volunteers/admin-volunteers-page').then((m) => m.AdminVolunteersPage)),
  '/admin/users': lazyPage(() => import('../features/admin-users/admin-users-page').then((m) => m.AdminUsersPage)),
  '/admin/testimonials': lazyPage(() => import('../features/admin-testimonials/admin-testimonials-page').then((m) => m.AdminTestimonialsPage)),
  '/admin/integrations': lazyPage(() => import('../features/admin-integrations/admin-integrations-page').then((m) => m.AdminIntegrationsPage)),
  '/admin/queues': lazyPage(() => import('../features/admin-queues/admin-queues-page').then((m) => m.AdminQueuesPage)),
  '/admin/whatsapp': lazyPage(() => import('../features/admin-whatsapp/whatsapp-simulator-page').then((m) => m.WhatsAppSimulatorPage)),
};

const AdminHomePage = lazyPage(() => import('../features/admin/admin-home-page').then((m) => m.AdminHomePage));

/**
 * The admin area's routes, relative to /admin: the admin home and one route per admin card (admin spec section 2,
 * plus /admin/mail), each guarded by its module; any other path below /admin is 'Page not found', as elsewhere.
 */
export const adminRoutes: RouteObject[] = [
  {
    element: <RequireAdmin />,
    children: [
      {
        index: true,
        handle: titled((t) => t('shell:routes.admin')),
        element: <AdminHomePage builtPaths={Object.keys(adminPages)} />,
      },
      ...ADMIN_CARDS.filter((card) => adminPages[card.path]).map((card): RouteObject => ({
        path: card.path.replace(/^\/admin\//, ''),
        handle: titled((t) => t(`admin:cards.${adminCardKey(card)}.title`)),
        element: <RequireAdminAccess module={card.module} superadminOnly={card.superadminOnly} />,
        children: [
          {
            index: true,
            Component: adminPages[card.path],
          },
        ],
      })),
    ],
  },
  { path: '*', handle: titled((t) => t('shell:routes.notFound')), element: <NotFoundPage /> },
];

/** Where ./router.tsx mounts this table ('admin/*'). */
const MOUNTED_AT = '/admin';

/** The admin page for the current address below /admin, and its document title. */
export function AdminRoutes() {
  const page = useRoutes(adminRoutes);
  return (
    <>
      <DocumentTitle routes={adminRoutes} basename={MOUNTED_AT} />
      {page}
    </>
  );
}
