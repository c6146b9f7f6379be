import { type ReactNode, use, useMemo } from 'react';
import { Outlet, type RouteObject, matchRoutes, useLocation, useRoutes } from 'react-router-dom';
import { LazyAuthModal } from '../features/auth/lazy-auth-modal';
import { ProfileSync } from '../features/auth/profile-sync';
import { HomePage } from '../features/home/home-page';
import { registerAuthModal } from './auth-modal-slot';
import { RequireCitizen, RequireSignedIn } from './guards';
import { lazyPage, namespacesOnDemand } from './lazy-page';
import { NotFoundPage } from './not-found-page';
import { loadAdminNamespaces, loadComplaintsNamespace } from '../i18n/i18n';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppShell } from './shell/app-shell';
import { DocumentTitle, type RouteHandle, titled } from './shell/document-title';

/**
 * Holds the routed content (the shell's Suspense shows PageLoading) until the deferred catalogue namespaces are in
 * when the address leads to a page loaded on demand, so that what renders above that page (a guard) has them too and
 * never shows a key, as with the data router, which ran every `lazy` of the matched routes before rendering any of
 * them. RequireAdminAccess's 'Only super admins can access this page.' (deferred) showed its key without this gate
 * while the admin guards were in this table; the guards left here read only initial strings today.
 */
function DeferredCatalogueGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Matched once per address, not on every render (the start-up's main-thread time).
  const loadNamespaces = useMemo(
    () =>
      matchRoutes(routes, pathname)
        ?.map((match) => namespacesOnDemand(match.route))
        .find(Boolean),
    [pathname],
  );
  if (loadNamespaces) use(loadNamespaces());
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
    handle: titled((t) => t('shell:routes.about')),
    Component: lazyPage(() => import('../features/content/about-page').then((m) => m.AboutPage)),
  },
  {
    path: 'privacy',
    handle: titled((t) => t('shell:routes.privacy')),
    Component: lazyPage(() => import('../features/content/privacy-page').then((m) => m.PrivacyPage)),
  },
  {
    path: 'map',
    handle: titled((t) => t('shell:routes.map')),
    Component: lazyPage(() => import('../features/public-map/map-page').then((m) => m.MapPage)),
  },
  {
    path: 'c/:id',
    handle: titled((t) => t('shell:routes.publicComplaint')),
    Component: lazyPage(() => import('../features/public-map/public-complaint-page').then((m) => m.PublicComplaintPage)),
  },
  { path: 'offline', handle: titled((t) => t('shell:routes.offline')), Component: lazyPage(() => import('./offline-page').then((m) => m.OfflinePage)) },
  { path: 'help', handle: titled((t) => t('shell:routes.help')), Component: lazyPage(() => import('../features/content/help-page').then((m) => m.HelpPage)) },
  {
    path: 'respond/:token',
    handle: titled((t) => t('shell:routes.respond')),
    Component: lazyPage(() => import('../features/respond/respond-page').then((m) => m.RespondPage)),
  },
  {
    path: 'scorecards',
    handle: titled((t) => t('shell:routes.scorecards')),
    Component: lazyPage(() => import('../features/scorecards/scorecards-page').then((m) => m.ScorecardsPage)),
  },
  {
    path: 'terms',
    handle: titled((t) => t('shell:routes.terms')),
    Component: lazyPage(() => import('../features/content/terms-page').then((m) => m.TermsPage)),
  },
  {
    path: 'refunds',
    handle: titled((t) => t('shell:routes.refunds')),
    Component: lazyPage(() => import('../features/content/refunds-page').then((m) => m.RefundsPage)),
  },
  {
    path: 'guidelines',
    handle: titled((t) => t('shell:routes.guidelines')),
    Component: lazyPage(() => import('../features/content/guidelines-page').then((m) => m.GuidelinesPage)),
  },
  {
    path: 'contact',
    handle: titled((t) => t('shell:routes.contact')),
    Component: lazyPage(() => import('../features/support/contact-page').then((m) => m.ContactPage)),
  },
  {
    path: 'reset-password',
    handle: titled((t) => t('shell:routes.resetPassword')),
    Component: lazyPage(() => import('../features/auth/reset-password-page').then((m) => m.ResetPasswordPage)),
  },
  {
    path: 'verify-email',
    handle: titled((t) => t('shell:routes.verifyEmail')),
    Component: lazyPage(() => import('../features/auth/verify-email-page').then((m) => m.VerifyEmailPage)),
  },
  {
    path: 'unfollow',
    handle: titled((t) => t('shell:routes.unfollow')),
    Component: lazyPage(() => import('../features/complaints/unfollow-page').then((m) => m.UnfollowPage)),
  },
  {
    path: 'alerts/confirm',
    handle: titled((t) => t('shell:routes.alertConfirm')),
    Component: lazyPage(() => import('../features/alerts/alert-link-pages').then((m) => m.ConfirmAlertPage)),
  },
  {
    path: 'alerts/unsubscribe',
    handle: titled((t) => t('shell:routes.alertUnsubscribe')),
    Component: lazyPage(() => import('../features/alerts/alert-link-pages').then((m) => m.UnsubscribeAlertPage)),
  },
  {
    path: 'alerts/manage',
    handle: titled((t) => t('shell:routes.alertManage')),
    Component: lazyPage(() => import('../features/alerts/manage-alerts-page').then((m) => m.ManageAlertsPage)),
  },
  {
    path: 'claim',
    handle: titled((t) => t('shell:routes.claim')),
    Component: lazyPage(() => import('../features/complaints/claim-complaint-page').then((m) => m.ClaimComplaintPage)),
  },
];

const signedInRoutes: RouteObject[] = [
  {
    path: 'complaint',
    handle: titled((t) => t('shell:routes.complaint')),
    element: (
      <RequireCitizen
        adminMessage={(t) => t('messages:complaint.adminsCannotFile')}
        adminLink="/admin"
        adminLinkLabel={(t) => t('shell:guards.goToAdminDashboard')}
      />
    ),
    children: [
      {
        index: true,
        // The wizard reads the complaints namespace only: a cold phone's first step waits for no other strings.
        Component: lazyPage(() => import('../features/complaints/complaint-page').then((m) => m.ComplaintPage), loadComplaintsNamespace),
      },
    ],
  },
  {
    path: 'billing',
    handle: titled((t) => t('shell:routes.billing')),
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
        handle: titled((t) => t('shell:routes.dashboard')),
        Component: lazyPage(() => import('../features/complaints/my-complaints-page').then((m) => m.MyComplaintsPage)),
      },
      {
        path: 'alerts',
        handle: titled((t) => t('shell:routes.alerts')),
        Component: lazyPage(() => import('../features/alerts/my-alerts-page').then((m) => m.MyAlertsPage)),
      },
      {
        path: 'was-it-fixed',
        handle: titled((t) => t('shell:routes.wasItFixed')),
        Component: lazyPage(() => import('../features/complaints/follow-up-page').then((m) => m.FollowUpPage)),
      },
      {
        path: 'profile',
        handle: titled((t) => t('shell:routes.profile')),
        Component: lazyPage(() => import('../features/auth/profile-page').then((m) => m.ProfilePage)),
      },
      {
        path: 'my-support',
        handle: titled((t) => t('shell:routes.mySupport')),
        Component: lazyPage(() => import('../features/support/my-support-page').then((m) => m.MySupportPage)),
      },
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
          {
            // /admin and its pages: a route table of their own (./admin-routes.tsx), loaded with the first of them.
            path: 'admin/*',
            handle: { titledBelow: true } satisfies RouteHandle,
            // With the admin namespaces (a chunk of their own): everything in the table reads them.
            Component: lazyPage(() => Promise.all([import('./admin-routes'), loadAdminNamespaces()]).then(([m]) => m.AdminRoutes)),
          },
          { path: '*', handle: titled((t) => t('shell:routes.notFound')), element: <NotFoundPage /> },
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
