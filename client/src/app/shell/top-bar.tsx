import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useMediaQuery } from '../use-media-query';
import { useAppDispatch } from '../hooks';
import { openAuthModal } from '../ui.slice';
import { LanguageSwitcher } from './language-switcher';
import { LogoutButton } from './logout-button';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';
import { BrandLink, NavEntry, PremiumBadge } from './nav-parts';
import { useSessionInfo } from '../use-session';

/** The top bar changes style once the page has scrolled past 8 px (citizen spec section 2). */
export const SCROLLED_THRESHOLD_PX = 8;

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    // Read in the next frame, when the browser lays the page out anyway: read now, right after the page was
    // rendered, it would force that layout inside the task that mounted it (Total Blocking Time).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return scrolled;
}

/** Tailwind's `lg` breakpoint (64rem), from which the top bar shows its links and account buttons inline. */
const DESKTOP_QUERY = '(min-width: 64rem)';

/**
 * True at the `lg` width and wider. Below it the inline links and account buttons, hidden by CSS there, are not
 * rendered at all: a phone then renders the shell's links once, in the mobile menu when it opens, not in every page
 * start (Total Blocking Time).
 */
function useDesktopWidth(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}

const headerClass = (scrolled: boolean) =>
  `sticky top-0 z-50 border-b transition-all duration-200 ${scrolled ? 'border-slate-200 bg-white/95 shadow-md backdrop-blur' : 'border-transparent bg-white'}`;
const barClass = (scrolled: boolean) =>
  `mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8 ${scrolled ? 'py-2' : 'py-4'} transition-all duration-200`;

/** The menu button's icon: three lines, or a cross while the menu is open. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      {open ? <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" /> : <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />}
    </svg>
  );
}

/**
 * The top bar as painted from the HTML before the app starts (prepaint.tsx): the brand, and the menu
 * button's place kept (invisible: nothing works before the app does), so the bar has the app's height.
 */
export function TopBarPlaceholder() {
  return (
    <header className={headerClass(false)}>
      <div className={barClass(false)}>
        <BrandLink />
        <span className="btn btn-ghost invisible lg:hidden" aria-hidden="true">
          <MenuIcon open={false} />
        </span>
      </div>
    </header>
  );
}

/** Sticky top bar: brand, navigation, the signed-in user or Login and Sign Up, and the mobile menu button. */
export function TopBar() {
  const { t } = useTranslation('shell');
  const scrolled = useScrolledPast(SCROLLED_THRESHOLD_PX);
  const session = useSessionInfo();
  const dispatch = useAppDispatch();
  const [menuOpen, setMenuOpen] = useState(false);
  const desktop = useDesktopWidth();
  const location = useLocation();
  const items = navItems(session);

  // The menu closes when the route changes (a link inside it was followed, or Back was pressed).
  const [menuPath, setMenuPath] = useState(location.pathname);
  if (menuPath !== location.pathname) {
    setMenuPath(location.pathname);
    setMenuOpen(false);
  }

  const linkClass = (active: boolean) =>
    `rounded-md px-3 py-2 text-sm font-medium transition-colors ${active ? 'text-brand-700 bg-brand-50' : 'text-slate-700 hover:text-brand-700 hover:bg-slate-100'}`;

  return (
    <header data-scrolled={scrolled ? 'true' : 'false'} className={headerClass(scrolled)}>
      <div className={barClass(scrolled)}>
        <BrandLink />
        {desktop && (
          <>
            <nav aria-label={t('nav.main')} className="hidden lg:block">
              <ul className="flex items-center gap-1">
                {items.map((item) => (
                  <li key={item.label}>
                    <NavEntry item={item} className={linkClass} />
                  </li>
                ))}
              </ul>
            </nav>
            <div className="hidden items-center gap-3 lg:flex">
              <LanguageSwitcher id="language-top" />
              {session.isSignedIn ? (
                <>
                  <span className="flex items-center gap-2 text-sm font-medium text-slate-800" data-testid="user-name">
                    <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                      {session.name.charAt(0).toUpperCase()}
                    </span>
                    {session.name}
                    {session.isPremium && <PremiumBadge />}
                  </span>
                  <LogoutButton />
                </>
              ) : (
                <>
                  <button type="button" className="btn btn-ghost" onClick={() => dispatch(openAuthModal('login'))}>
                    {t('login')}
                  </button>
                  <button type="button" className="btn btn-primary" onClick={() => dispatch(openAuthModal('signup'))}>
                    {t('signUp')}
                  </button>
                </>
              )}
            </div>
          </>
        )}
        <button
          type="button"
          className="btn btn-ghost lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <MenuIcon open={menuOpen} />
        </button>
      </div>
      <MobileMenu open={menuOpen} onClose={() => setMenuOpen(false)} items={items} />
    </header>
  );
}
