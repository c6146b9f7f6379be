import { ADMIN_CARDS } from '@civic/contracts';
import { type RouteObject, createBrowserRouter } from 'react-router-dom';
import { LazyAuthModal } from '../features/auth/lazy-auth-modal';
import { ProfileSync } from '../features/auth/profile-sync';
import { HomePage } from '../features/home/home-page';
import { registerAuthModal } from './auth-modal-slot';
import { RequireAdmin, RequireAdminAccess, RequireCitizen, RequireSignedIn } from './guards';
import { NotFoundPage } from './not-found-page';
import { adminCardKey } from '../i18n/en/admin';
import { loadDeferredNamespaces } from '../i18n/i18n';
import { RouteErrorPage } from './route-error-page';
import { AppShell, PageLoading, type RouteHandle } from './shell/app-shell';

/** A route's handle with its document title from the catalogue. */
const title = (text: NonNullable<RouteHandle['title']>): RouteHandle => ({ title: text });

// The login/signup modal of the identity feature (opened with openAuthModal); the profile is re-fetched on
// every route change by ProfileSync (citizen spec section 4).
registerAuthModal(LazyAuthModal);

/*
 * Every route of citizen spec section 2 and admin spec section 2. The home page and the shell are in
 * the main bundle; every other page is loaded on demand (route.lazy), so the admin area and, later, the
 * map stay out of the home bundle.
 */

const publicRoutes: RouteObject[] = [
  {
    path: 'about',
    handle: title((t) => t('shell:routes.about')),
    lazy: () => import('../features/content/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'privacy',
    handle: title((t) => t('shell:routes.privacy')),
    lazy: () => import('../features/content/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
  },
  {
    path: 'map',
    handle: title((t) => t('shell:routes.map')),
    lazy: () => import('../features/public-map/map-page').then((m) => ({ Component: m.MapPage })),
  },
  {
    path: 'c/:id',
    handle: title((t) => t('shell:routes.publicComplaint')),
    lazy: () => import('../features/public-map/public-complaint-page').then((m) => ({ Component: m.PublicComplaintPage })),
  },
  { path: 'offline', handle: title((t) => t('shell:routes.offline')), lazy: () => import('./offline-page').then((m) => ({ Component: m.OfflinePage })) },
  { path: 'help', handle: title((t) => t('shell:routes.help')), lazy: () => import('../features/content/help-page').then((m) => ({ Component: m.HelpPage })) },
  {
    path: 'scorecards',
    handle: title((t) => t('shell:routes.scorecards')),
    lazy: () => import('../features/scorecards/scorecards-page').then((m) => ({ Component: m.ScorecardsPage })),
  },
  {
    path: 'terms',
    handle: title((t) => t('shell:routes.terms')),
    lazy: () => import('../features/content/terms-page').then((m) => ({ Component: m.TermsPage })),
  },
  {
    path: 'refunds',
    handle: title((t) => t('shell:routes.refunds')),
    lazy: () => import('../features/content/refunds-page').then((m) => ({ Component: m.RefundsPage })),
  },
  {
    path: 'guidelines',
    handle: title((t) => t('shell:routes.guidelines')),
    lazy: () => import('../features/content/guidelines-page').then((m) => ({ Component: m.GuidelinesPage })),
  },
  {
    path: 'contact',
    handle: title((t) => t('shell:routes.contact')),
    lazy: () => import('../features/support/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
  {
    path: 'reset-password',
    handle: title((t) => t('shell:routes.resetPassword')),
    lazy: () => import('../features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
  },
  {
    path: 'verify-email',
    handle: title((t) => t('shell:routes.verifyEmail')),
    lazy: () => import('../features/auth/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })),
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
    children: [{ index: true, lazy: () => import('../features/complaints/complaint-page').then((m) => ({ Component: m.ComplaintPage })) }],
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
    children: [{ index: true, lazy: () => import('../features/billing/billing-page').then((m) => ({ Component: m.BillingPage })) }],
  },
  {
    element: <RequireSignedIn />,
    children: [
      {
        path: 'dashboard',
        handle: title((t) => t('shell:routes.dashboard')),
        lazy: () => import('../features/complaints/my-complaints-page').then((m) => ({ Component: m.MyComplaintsPage })),
      },
      {
        path: 'profile',
        handle: title((t) => t('shell:routes.profile')),
        lazy: () => import('../features/auth/profile-page').then((m) => ({ Component: m.ProfilePage })),
      },
      {
        path: 'my-support',
        handle: title((t) => t('shell:routes.mySupport')),
        lazy: () => import('../features/support/my-support-page').then((m) => ({ Component: m.MySupportPage })),
      },
    ],
  },
];

/**
 * The page of each admin card, by path. The admin home shows a card only when its page is here (issue 12: "a card
 * only for a page that works"), and a card without a page gets no route.
 */
const adminPages: Record<string, RouteObject['lazy']> = {
  '/admin/routing': () => import('../features/routing/routing-contacts-page').then((m) => ({ Component: m.RoutingContactsPage })),
  '/admin/routing/template': () => import('../features/routing/routing-template-page').then((m) => ({ Component: m.RoutingTemplatePage })),
  '/admin/routing/test': () => import('../features/routing/test-routing-page').then((m) => ({ Component: m.TestRoutingPage })),
  '/admin/routing/logs': () => import('../features/routing/routing-logs-page').then((m) => ({ Component: m.RoutingLogsPage })),
  '/admin/management': () => import('../features/admin-management/admin-management-page').then((m) => ({ Component: m.AdminManagementPage })),
  '/admin/categories': () => import('../features/admin-categories/admin-categories-page').then((m) => ({ Component: m.AdminCategoriesPage })),
  '/admin/complaints': () => import('../features/admin-complaints/admin-complaints-page').then((m) => ({ Component: m.AdminComplaintsPage })),
  '/admin/email-templates': () => import('../features/admin-templates/email-templates-page').then((m) => ({ Component: m.EmailTemplatesPage })),
  '/admin/pdf-templates': () => import('../features/admin-templates/pdf-templates-page').then((m) => ({ Component: m.PdfTemplatesPage })),
  '/admin/docs': () => import('../features/admin-docs/admin-guide-page').then((m) => ({ Component: m.AdminGuidePage })),
  '/admin/mail': () => import('../features/admin-mail/sent-mail-page').then((m) => ({ Component: m.SentMailPage })),
  '/admin/plans': () => import('../features/admin-plans/admin-plans-page').then((m) => ({ Component: m.AdminPlansPage })),
  '/admin/billing': () => import('../features/admin-billing/admin-billing-page').then((m) => ({ Component: m.AdminBillingPage })),
  '/admin/support': () => import('../features/admin-support/admin-support-page').then((m) => ({ Component: m.AdminSupportPage })),
  '/admin/volunteers': () => import('../features/admin-volunteers/admin-volunteers-page').then((m) => ({ Component: m.AdminVolunteersPage })),
  '/admin/users': () => import('../features/admin-users/admin-users-page').then((m) => ({ Component: m.AdminUsersPage })),
  '/admin/testimonials': () => import('../features/admin-testimonials/admin-testimonials-page').then((m) => ({ Component: m.AdminTestimonialsPage })),
  '/admin/integrations': () => import('../features/admin-integrations/admin-integrations-page').then((m) => ({ Component: m.AdminIntegrationsPage })),
};

/** /admin and one route per admin card (admin spec section 2, plus /admin/mail), each guarded by its module. */
const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    element: <RequireAdmin />,
    children: [
      {
        index: true,
        handle: title((t) => t('shell:routes.admin')),
        lazy: () => import('../features/admin/admin-home-page').then((m) => ({ element: <m.AdminHomePage builtPaths={Object.keys(adminPages)} /> })),
      },
      ...ADMIN_CARDS.filter((card) => adminPages[card.path]).map((card): RouteObject => ({
        path: card.path.replace(/^\/admin\//, ''),
        handle: title((t) => t(`admin:cards.${adminCardKey(card)}.title`)),
        element: <RequireAdminAccess module={card.module} superadminOnly={card.superadminOnly} />,
        children: [
          {
            index: true,
            lazy: adminPages[card.path],
          },
        ],
      })),
    ],
  },
];

/**
 * Every `lazy` in the tree also waits for the deferred catalogue namespaces (client/src/i18n/i18n.ts), so a lazy
 * page renders with its strings; both load in parallel, and only the first lazy page fetches the catalogue.
 */
function withDeferredNamespaces(tree: RouteObject[]): RouteObject[] {
  return tree.map((route): RouteObject => {
    const load = route.lazy;
    const children = route.children ? { children: withDeferredNamespaces(route.children) } : {};
    if (typeof load !== 'function') return { ...route, ...children } as RouteObject;
    return {
      ...route,
      ...children,
      lazy: async () => {
        const [loaded] = await Promise.all([load(), loadDeferredNamespaces()]);
        return loaded;
      },
    } as RouteObject;
  });
}

export const routes: RouteObject[] = withDeferredNamespaces([
  {
    path: '/',
    element: (
      <>
        <ProfileSync />
        <AppShell />
      </>
    ),
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // Errors inside a page render here, inside the shell, so the navigation stays usable.
        errorElement: <RouteErrorPage />,
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
]);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
