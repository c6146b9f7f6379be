import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/ui/rich-text';
import { Link, NavLink } from 'react-router-dom';
import { type NavItem } from './nav-items';
import { useScrollToSection } from './use-scroll-to-section';

export function BrandLink({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Link to="/" onClick={onClick} className="flex items-center gap-2 rounded-md font-bold text-slate-900" aria-label={t('brand.label')}>
      <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M12 2C8.1 2 5 5 5 8.8 5 13.9 12 22 12 22s7-8.1 7-13.2C19 5 15.9 2 12 2zm0 9.4a2.6 2.6 0 1 1 0-5.2 2.6 2.6 0 0 1 0 5.2z" />
        </svg>
      </span>
      <span className="text-lg leading-tight">
        <RichText text={t('brand.name')} components={{ accent: <span className="text-brand-600" /> }} />
      </span>
    </Link>
  );
}

export function PremiumBadge() {
  const { t } = useTranslation('shell');
  return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{t('premium')}</span>;
}

export function NavEntry({ item, className, onNavigate }: { item: NavItem; className: (active: boolean) => string; onNavigate?: () => void }) {
  const scrollTo = useScrollToSection();
  const { t } = useTranslation('shell');
  if (item.kind === 'section') {
    return (
      <button
        type="button"
        className={className(false)}
        onClick={() => {
          onNavigate?.();
          scrollTo(item.section);
        }}
      >
        {t(`nav.${item.label}`)}
      </button>
    );
  }
  return (
    <NavLink to={item.to} end={item.end} className={({ isActive }) => className(isActive)} onClick={onNavigate}>
      {t(`nav.${item.label}`)}
    </NavLink>
  );
}
