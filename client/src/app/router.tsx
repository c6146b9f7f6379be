import { ADMIN_CARDS } from '@civic/contracts';
import { type ComponentType, type LazyExoticComponent, type ReactNode, isValidElement, lazy, use } from 'react';
import { Outlet, type RouteObject, matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { LazyAuthModal } from '../features/auth/lazy-auth-modal';
import { ProfileSync } from '../features/auth/profile-sync';
import { HomePage } from '../features/home/home-page';
import { registerAuthModal } from './auth-modal-slot';
import { RequireAdmin, RequireAdminAccess, RequireCitizen, RequireSignedIn } from './guards';
import { NotFoundPage } from './not-found-page';
import { adminCardKey } from '../i18n/en/admin';
import { loadDeferredNamespaces } from '../i18n/i18n';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppShell } from './shell/app-shell';
import { DocumentTitle, type RouteHandle } from './shell/document-title';

/** A route's handle with its document title from the catalogue. */
const title = (text: NonNullable<RouteHandle['title']>): RouteHandle => ({ title: text });

/**
 * A page loaded on demand (React.lazy): its chunk and the deferred catalogue namespaces (client/src/i18n/i18n.ts)
 * load in parallel, and the page renders once both are in, so it never shows a key; only the first lazy page
 * fetches the catalogue. While they load, the shell's Suspense shows PageLoading (on a navigation, the current page
 * stays until then: navigations render in a transition); a chunk that fails to load throws to RouteErrorBoundary.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyExoticComponent<ComponentType<P>> {
  const page = lazy(async () => {
    const [Page] = await Promise.all([load(), loadDeferredNamespaces()]);
    return { default: Page };
  });
  lazyPages.add(page);
  return page;
}

/** The components made by `lazyPage`. */
const lazyPages = new WeakSet<object>();

/** Whether a route renders a page loaded on demand (as its `Component` or its `element`). */
function loadsOnDemand(route: RouteObject): boolean {
  const type: unknown = isValidElement(route.element) ? route.element.type : route.Component;
  return typeof type === 'object' && type !== null && lazyPages.has(type);
}

/**
 * Holds the routed content (the shell's Suspense shows PageLoading) until the deferred catalogue namespaces are in
 * when the address leads to a page loaded on demand, so that what renders above that page does too: a guard
 * (RequireAdminAccess's 'Only super admins can access this page.' is in the deferred `messages` section) never
 * shows a key. The data router did the same: it ran every `lazy` of the matched routes before rendering any of them.
 */
function DeferredCatalogueGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  if (matchRoutes(routes, pathname)?.some((match) => loadsOnDemand(match.route))) use(loadDeferredNamespaces());
  return children;
}

// The login/signup modal of the identity feature (opened with openAuthModal); the profile is re-fetched on
// every route change by ProfileSync (citizen spec section 4).
registerAuthModal(LazyAuthModal);

/*
 * Every route of citizen spec section 2 and admin spec section 2, in react-router's declarative mode (`useRoutes`;
 * the data router costs about 16 kB gzipped on the first screen). The home page and the shell are in the main
 * bundle; every other page is loaded on demand (`lazyPage`), so the admin area and the map stay out of the home
 * bundle.
 */

const publicRoutes: RouteObject[] = [
  {
    path: 'about',
    handle: title((t) => t('shell:routes.about')),
    Component: lazyPage(() => import('../features/content/about-page').then((m) => m.AboutPage)),
  },
  {
    path: 'privacy',
    handle: title((t) => t('shell:routes.privacy')),
    Component: lazyPage(() => import('../features/content/privacy-page').then((m) => m.PrivacyPage)),
  },
  {
    path: 'map',
    handle: title((t) => t('shell:routes.map')),
    Component: lazyPage(() => import('../features/public-map/map-page').then((m) => m.MapPage)),
  },
  {
    path: 'c/:id',
    handle: title((t) => t('shell:routes.publicComplaint')),
    Component: lazyPage(() => import('../features/public-map/public-complaint-page').then((m) => m.PublicComplaintPage)),
  },
  { path: 'offline', handle: title((t) => t('shell:routes.offline')), Component: lazyPage(() => import('./offline-page').then((m) => m.OfflinePage)) },
  { path: 'help', handle: title((t) => t('shell:routes.help')), Component: lazyPage(() => import('../features/content/help-page').then((m) => m.HelpPage)) },
  {
    path: 'scorecards',
    handle: title((t) => t('shell:routes.scorecards')),
    Component: lazyPage(() => import('../features/scorecards/scorecards-page').then((m) => m.ScorecardsPage)),
  },
  {
    path: 'terms',
    handle: title((t) => t('shell:routes.terms')),
    Component: lazyPage(() => import('../features/content/terms-page').then((m) => m.TermsPage)),
  },
  {
    path: 'refunds',
    handle: title((t) => t('shell:routes.refunds')),
    Component: lazyPage(() => import('../features/content/refunds-page').then((m) => m.RefundsPage)),
  },
  {
    path: 'guidelines',
    handle: title((t) => t('shell:routes.guidelines')),
    Component: lazyPage(() => import('../features/content/guidelines-page').then((m) => m.GuidelinesPage)),
  },
  {
    path: 'contact',
    handle: title((t) => t('shell:routes.contact')),
    Component: lazyPage(() => import('../features/support/contact-page').then((m) => m.ContactPage)),
  },
  {
    path: 'reset-password',
    handle: title((t) => t('shell:routes.resetPassword')),
    Component: lazyPage(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage)),
  },
  {
    path: 'verify-email',
    handle: title((t) => t('shell:routes.verifyEmail')),
    Component: lazyPage(() => import('../features/auth/verify-email-page').then((m) => m.VerifyEmailPage)),
  },
];

const signedInRoutes: RouteObject[] = [
  {
    path: 'complaint',
    handle: title((t) => t('shell:routes.complaint')),
    element: (
      <RequireCitizen
        adminMessage={(t) => t('messages:complaint.adminsCannotFile')}
        adminLink="/admin"
        adminLinkLabel={(t) => t('shell:guards.goToAdminDashboard')}
      />
    ),
    children: [{ index: true, Component: lazyPage(() => import('../features/complaints/complaint-page').then((m) => m.ComplaintPage)) }],
  },
  {
    path: 'billing',
    handle: title((t) => t('shell:routes.billing')),
    element: (
      <RequireCitizen
        adminMessage={(t) => t('messages:billing.adminsBilling')}
        adminLink="/admin/billing"
        adminLinkLabel={(t) => t('shell:guards.openBillingManagement')}
      />
    ),
    children: [{ index: true, Component: lazyPage(() => import('../features/billing/billing-page').then((m) => m.BillingPage)) }],
  },
  {
    element: <RequireSignedIn />,
    children: [
      {
        path: 'dashboard',
        handle: title((t) => t('shell:routes.dashboard')),
        Component: lazyPage(() => import('../features/complaints/my-complaints-page').then((m) => m.MyComplaintsPage)),
      },
      {
        path: 'profile',
        handle: title((t) => t('shell:routes.profile')),
        Component: lazyPage(() => import('../features/auth/profile-page').then((m) => m.ProfilePage)),
      },
      {
        path: 'my-support',
        handle: title((t) => t('shell:routes.mySupport')),
        Component: lazyPage(() => import('../features/support/my-support-page').then((m) => m.MySupportPage)),
      },
    ],
  },
];

/**
 * The page of each admin card, by path. The admin home shows a card only when its page is here (issue 12: "a card
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
};

const AdminHomePage = lazyPage(() => import('../features/admin/admin-home-page').then((m) => m.AdminHomePage));

/** /admin and one route per admin card (admin spec section 2, plus /admin/mail), each guarded by its module. */
const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    element: <RequireAdmin />,
    children: [
      {
        index: true,
        handle: title((t) => t('shell:routes.admin')),
        element: <AdminHomePage builtPaths={Object.keys(adminPages)} />,
      },
      ...ADMIN_CARDS.filter((card) => adminPages[card.path]).map((card): RouteObject => ({
        path: card.path.replace(/^\/admin\//, ''),
        handle: title((t) => t(`admin:cards.${adminCardKey(card)}.title`)),
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
];

/**
 * The whole route table. The root and the page level each have a RouteErrorBoundary (the data router's
 * `errorElement`): an error inside a page renders inside the shell, so the navigation stays usable. A page loaded on
 * demand renders with the deferred catalogue (DeferredCatalogueGate).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteErrorBoundary>
        <ProfileSync />
        <AppShell />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <DeferredCatalogueGate>
              <Outlet />
            </DeferredCatalogueGate>
          </RouteErrorBoundary>
        ),
        children: [
          { index: true, element: <HomePage /> },
          ...publicRoutes,
          ...signedInRoutes,
          ...adminRoutes,
          { path: '*', handle: title((t) => t('shell:routes.notFound')), element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The page for the current address (inside a router: AppBrowserRouter in the app, MemoryRouter in tests) and its document title. */
export function AppRoutes() {
  const page = useRoutes(routes);
  return (
    <>
      <DocumentTitle routes={routes} />
      {page}
    </>
  );
}
