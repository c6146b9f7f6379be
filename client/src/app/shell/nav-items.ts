/** Keys of the navigation labels (shell namespace). */
export type NavLabel = 'home' | 'pricing' | 'billing' | 'profile' | 'myComplaints' | 'mySupport' | 'admin';

/** One entry of the top bar and the mobile menu. */
export type NavItem = { kind: 'link'; label: NavLabel; to: string; end?: boolean } | { kind: 'section'; label: NavLabel; section: string };

/**
 * The navigation of citizen spec section 2 and admin spec section 2: Home for everyone; Pricing for
 * everyone but admins; Billing, Profile, My Complaints and My Support when signed in and not admin;
 * Admin for admins.
 */
export function navItems({ isSignedIn, isAdmin }: { isSignedIn: boolean; isAdmin: boolean }): NavItem[] {
  const items: NavItem[] = [{ kind: 'link', label: 'home', to: '/', end: true }];
  if (!isAdmin) items.push({ kind: 'section', label: 'pricing', section: 'pricing' });
  if (isSignedIn && !isAdmin) {
    items.push(
      { kind: 'link', label: 'billing', to: '/billing' },
      { kind: 'link', label: 'profile', to: '/profile' },
      { kind: 'link', label: 'myComplaints', to: '/dashboard' },
      { kind: 'link', label: 'mySupport', to: '/my-support' },
    );
  }
  if (isSignedIn && isAdmin) items.push({ kind: 'link', label: 'admin', to: '/admin' });
  return items;
}
