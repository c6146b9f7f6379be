/** One entry of the top bar and the mobile menu. */
export type NavItem = { kind: 'link'; label: string; to: string; end?: boolean } | { kind: 'section'; label: string; section: string };

/**
 * The navigation of citizen spec section 2 and admin spec section 2: Home for everyone; Pricing for
 * everyone but admins; Billing, Profile, My Complaints and My Support when signed in and not admin;
 * Admin for admins.
 */
export function navItems({ isSignedIn, isAdmin }: { isSignedIn: boolean; isAdmin: boolean }): NavItem[] {
  const items: NavItem[] = [{ kind: 'link', label: 'Home', to: '/', end: true }];
  if (!isAdmin) items.push({ kind: 'section', label: 'Pricing', section: 'pricing' });
  if (isSignedIn && !isAdmin) {
    items.push(
      { kind: 'link', label: 'Billing', to: '/billing' },
      { kind: 'link', label: 'Profile', to: '/profile' },
      { kind: 'link', label: 'My Complaints', to: '/dashboard' },
      { kind: 'link', label: 'My Support', to: '/my-support' },
    );
  }
  if (isSignedIn && isAdmin) items.push({ kind: 'link', label: 'Admin', to: '/admin' });
  return items;
}
