import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../hooks';
import { openAuthModal } from '../ui.slice';
import { LanguageSwitcher } from './language-switcher';
import { LogoutButton } from './logout-button';
import { type NavItem } from './nav-items';
import { NavEntry, PremiumBadge } from './nav-parts';
import { useSessionInfo } from '../use-session';

/**
 * The mobile menu mirrors the top bar (citizen spec section 2); Escape closes it when no modal is open. Its content renders only while it
 * is open: closed, it was a second copy of the top bar's links, language switcher and account buttons that every
 * page rendered, and re-rendered, while it started (Total Blocking Time).
 */
export function MobileMenu({ open, onClose, items }: { open: boolean; onClose: () => void; items: NavItem[] }) {
  return (
    <div id="mobile-menu" hidden={!open} className="border-t border-slate-200 bg-white px-4 pb-4 shadow-lg lg:hidden">
      {open && <MobileMenuContent onClose={onClose} items={items} />}
    </div>
  );
}

/** The open mobile menu's links, language switcher and account buttons. */
function MobileMenuContent({ onClose, items }: { onClose: () => void; items: NavItem[] }) {
  const { t } = useTranslation('shell');
  const session = useSessionInfo();
  const dispatch = useAppDispatch();

  // Escape closes the menu, unless a modal is open (the Logout confirmation opened from the menu): that Escape is
  // the modal's, which the browser turns into its `cancel` after this keydown, and the menu stays open behind it.
  // Modals are native <dialog> elements (ModalFrame), open while they carry the `open` attribute.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !document.querySelector('dialog[open]')) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const linkClass = (active: boolean) =>
    `block w-full rounded-lg px-3 py-3 text-left text-base font-medium ${active ? 'bg-brand-50 text-brand-700' : 'text-slate-800 hover:bg-slate-100'}`;

  return (
    <>
      <nav aria-label={t('nav.mobile')}>
        <ul className="space-y-1 pt-3">
          {items.map((item) => (
            <li key={item.label}>
              <NavEntry item={item} className={linkClass} onNavigate={onClose} />
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitcher id="language-mobile" className="mt-3 border-t border-slate-200 pt-3" />
      <div className="mt-3 border-t border-slate-200 pt-3">
        {session.isSignedIn ? (
          <div className="flex items-center justify-between gap-3">
            <span className="flex items-center gap-2 font-medium text-slate-800">
              {session.name}
              {session.isPremium && <PremiumBadge />}
            </span>
            <LogoutButton onDone={onClose} />
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3">
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                onClose();
                dispatch(openAuthModal('login'));
              }}
            >
              {t('login')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                onClose();
                dispatch(openAuthModal('signup'));
              }}
            >
              {t('signUp')}
            </button>
          </div>
        )}
      </div>
    </>
  );
}
