import { Link, NavLink } from 'react-router-dom';
import { type NavItem } from './nav-items';
import { useScrollToSection } from './use-scroll-to-section';

export function BrandLink({ onClick }: { onClick?: () => void }) {
  return (
    <Link to="/" onClick={onClick} className="flex items-center gap-2 rounded-md font-bold text-slate-900" aria-label="Goa Civic Portal, home">
      <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
          <path d="M12 2C8.1 2 5 5 5 8.8 5 13.9 12 22 12 22s7-8.1 7-13.2C19 5 15.9 2 12 2zm0 9.4a2.6 2.6 0 1 1 0-5.2 2.6 2.6 0 0 1 0 5.2z" />
        </svg>
      </span>
      <span className="text-lg leading-tight">
        Goa Civic <span className="text-brand-600">Portal</span>
      </span>
    </Link>
  );
}

export function PremiumBadge() {
  return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">Premium</span>;
}

export function NavEntry({ item, className, onNavigate }: { item: NavItem; className: (active: boolean) => string; onNavigate?: () => void }) {
  const scrollTo = useScrollToSection();
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
        {item.label}
      </button>
    );
  }
  return (
    <NavLink to={item.to} end={item.end} className={({ isActive }) => className(isActive)} onClick={onNavigate}>
      {item.label}
    </NavLink>
  );
}
