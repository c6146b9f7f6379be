/**
 * Every path of the client router (router.tsx), grouped by who the page is for. The accessibility journey
 * (e2e/accessibility.spec.ts) visits each of them as a visitor, a citizen and a superadmin; router.test.tsx fails
 * when the router has a path that is missing here, so a new page cannot escape the axe checks.
 *
 * A plain list without imports, so that the Playwright tests can import it too.
 */
export const ROUTE_PATHS = {
  /** Public pages (citizen spec section 2). */
  public: [
    '/',
    '/map',
    '/about',
    '/privacy',
    '/help',
    '/terms',
    '/refunds',
    '/guidelines',
    '/contact',
    '/offline',
    '/reset-password',
    '/verify-email',
    '/scorecards',
    '/claim',
    '/unfollow',
    '/alerts/confirm',
    '/alerts/unsubscribe',
    '/alerts/manage',
  ],
  /** Pages for a signed-in user (citizen spec section 2). */
  signedIn: ['/complaint', '/billing', '/dashboard', '/was-it-fixed', '/profile', '/my-support', '/alerts'],
  /** The admin home and one page per admin card (admin spec section 2, plus /admin/mail). */
  admin: [
    '/admin',
    '/admin/routing',
    '/admin/routing/template',
    '/admin/routing/test',
    '/admin/routing/logs',
    '/admin/management',
    '/admin/categories',
    '/admin/complaints',
    '/admin/inbound-replies',
    '/admin/email-templates',
    '/admin/pdf-templates',
    '/admin/docs',
    '/admin/mail',
    '/admin/plans',
    '/admin/billing',
    '/admin/support',
    '/admin/volunteers',
    '/admin/users',
    '/admin/testimonials',
    '/admin/integrations',
    '/admin/queues',
    '/admin/whatsapp',
  ],
  /** A path the router does not know: the 'Page not found' page. */
  notFound: ['/no-such-page'],
} as const;

/** Every path above, in one list. */
export const ALL_ROUTE_PATHS: readonly string[] = Object.values(ROUTE_PATHS).flat();
