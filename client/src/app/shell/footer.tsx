import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatYear } from '../../i18n/format';
import { SITE } from '../site-info';
import { BrandLink } from './nav-parts';

const ICONS: Record<string, string> = {
  Facebook: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.7-.6z',
  X: 'M4 4l7.1 9.4L4.3 20h2.2l5.6-5.3 4 5.3H20l-7.4-9.9L19.1 4h-2.2l-5 4.8L8.3 4z',
  Instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zM17 6a1.1 1.1 0 1 0 0 2.2A1.1 1.1 0 0 0 17 6zM12 3c-2.4 0-2.7 0-3.7.1C4.9 3.2 3.2 4.9 3.1 8.3 3 9.3 3 9.6 3 12s0 2.7.1 3.7c.1 3.4 1.8 5.1 5.2 5.2 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c3.4-.1 5.1-1.8 5.2-5.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c-.1-3.4-1.8-5.1-5.2-5.2C14.7 3 14.4 3 12 3z',
  YouTube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z',
};

type FooterLink = {
  label:
    | 'home'
    | 'about'
    | 'complaint'
    | 'map'
    | 'categories'
    | 'pricing'
    | 'volunteer'
    | 'scorecards'
    | 'help'
    | 'contact'
    | 'guidelines'
    | 'privacy'
    | 'terms'
    | 'refunds';
  to: string;
};

const QUICK_LINKS: FooterLink[] = [
  { label: 'home', to: '/' },
  { label: 'about', to: '/about' },
  { label: 'complaint', to: '/complaint' },
  { label: 'map', to: '/map' },
  { label: 'categories', to: '/#categories' },
  { label: 'pricing', to: '/#pricing' },
  { label: 'volunteer', to: '/#join-us' },
  { label: 'scorecards', to: '/scorecards' },
];

const SUPPORT_LINKS: FooterLink[] = [
  { label: 'help', to: '/help' },
  { label: 'contact', to: '/contact' },
  { label: 'guidelines', to: '/guidelines' },
  { label: 'privacy', to: '/privacy' },
  { label: 'terms', to: '/terms' },
  { label: 'refunds', to: '/refunds' },
];

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useTranslation('shell');
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="rounded text-sm text-slate-300 hover:text-white">
              {t(`footer.links.${link.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Footer: social links, quick links, support links, office address and contact details, and the copyright line with
 * the current year (India time, the page language's digits), read from the clock on each render.
 */
export function Footer() {
  const { t } = useTranslation('shell');
  const site = t('site.name');
  const linkClass = 'text-slate-100 hover:text-white';
  return (
    <footer className="mt-auto bg-slate-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <div className="rounded-lg bg-white/95 px-3 py-2 inline-block">
            <BrandLink />
          </div>
          <p className="mt-4 text-sm leading-6">{t('site.tagline')}</p>
          <ul className="mt-5 flex gap-3" aria-label={t('footer.socialMedia')}>
            {SITE.social.map((s) => (
              <li key={s.name}>
                <a
                  href={s.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { site, network: s.name })}
                  className="flex h-9 w-9 items-center justify-center rounded-full bg-slate-800 text-slate-200 hover:bg-brand-600 hover:text-white"
                >
                  <svg viewBox="0 0 24 24" className="h-4 w-4" fill="currentColor" aria-hidden="true">
                    <path d={ICONS[s.name]} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkList title={t('footer.quickLinks')} links={QUICK_LINKS} />
        <LinkList title={t('footer.support')} links={SUPPORT_LINKS} />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{t('footer.contact')}</h2>
          <address className="mt-4 space-y-1 text-sm not-italic leading-6">
            {t('site.officeLines', { returnObjects: true }).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <ul className="mt-4 space-y-1 text-sm">
            <li>
              <Trans
                t={t}
                i18nKey="footer.email"
                values={{ email: SITE.email }}
                components={{ contact: <a className={linkClass} href={`mailto:${SITE.email}`} /> }}
              />
            </li>
            {SITE.phone && (
              <li>
                <Trans
                  t={t}
                  i18nKey="footer.phone"
                  values={{ phone: SITE.phone }}
                  components={{ contact: <a className={linkClass} href={`tel:${SITE.phone.replace(/\s/g, '')}`} /> }}
                />
              </li>
            )}
            <li>{t('site.hours')}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-center text-xs text-slate-400 sm:px-6 lg:px-8">
          {t('footer.copyright', { year: formatYear(new Date()), site })}
        </p>
      </div>
    </footer>
  );
}
