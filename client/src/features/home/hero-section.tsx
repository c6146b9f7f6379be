import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../components/ui/rich-text';
import { Link } from 'react-router-dom';
import { useFilingPath } from '../../app/use-filing-path';
import { StatsCounters } from './stats-counters';

/** Where the hero and closing buttons send the visitor: admins to /admin, everyone else to /complaint. */
export function useCallToAction() {
  const to = useFilingPath();
  const { t } = useTranslation('home');
  return { to, label: to === '/admin' ? t('cta.admin') : t('cta.citizen') };
}

function HeroIllustration() {
  const { t } = useTranslation('home');
  const [submitted, routed, emailed] = t('hero.example.steps', { returnObjects: true });
  return (
    <div className="relative mx-auto w-full max-w-md" aria-hidden="true">
      <div className="absolute -inset-4 rounded-[2rem] bg-white/10 blur-2xl" />
      <div className="relative rounded-3xl bg-white p-5 shadow-2xl">
        <div className="flex items-center justify-between">
          <span className="text-sm font-semibold text-slate-900">{t('hero.example.id')}</span>
          <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-800">{t('hero.example.status')}</span>
        </div>
        <div className="mt-4 h-36 overflow-hidden rounded-xl bg-gradient-to-br from-emerald-100 via-sky-100 to-blue-200">
          <svg viewBox="0 0 320 144" className="h-full w-full">
            <path d="M0 110 C60 90 90 120 150 100 S260 70 320 90 V144 H0z" fill="#93c5fd" />
            <path d="M0 40 L320 70" stroke="#e2e8f0" strokeWidth="14" />
            <path d="M0 40 L320 70" stroke="#94a3b8" strokeWidth="2" strokeDasharray="10 8" />
            <circle cx="190" cy="58" r="16" fill="#1d4ed8" opacity="0.15" />
            <path
              d="M190 30c-7 0-12.5 5.4-12.5 12.2 0 9.1 12.5 21.8 12.5 21.8s12.5-12.7 12.5-21.8C202.5 35.4 197 30 190 30zm0 16.6a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z"
              fill="#1d4ed8"
            />
          </svg>
        </div>
        <p className="mt-4 font-semibold text-slate-900">{t('hero.example.title')}</p>
        <p className="text-sm text-slate-500">{t('hero.example.place')}</p>
        <ol className="mt-4 space-y-2 text-sm">
          <li className="flex items-center gap-2 text-slate-700">
            <span className="h-2 w-2 rounded-full bg-slate-400" /> {submitted}
          </li>
          <li className="flex items-center gap-2 text-slate-700">
            <span className="h-2 w-2 rounded-full bg-brand-600" /> {routed}
          </li>
          <li className="flex items-center gap-2 text-slate-700">
            <span className="h-2 w-2 rounded-full bg-emerald-500" /> {emailed}
          </li>
        </ol>
      </div>
    </div>
  );
}

/** The hero's badge, title and lead: also what the build paints from the HTML before the app starts (prepaint.tsx). */
export function HeroText() {
  const { t } = useTranslation('home');
  return (
    <>
      <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-sky-100 ring-1 ring-white/20">{t('hero.badge')}</p>
      <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-white sm:text-5xl">
        <RichText text={t('hero.title')} components={{ accent: <span className="text-amber-300" /> }} />
      </h1>
      <p className="mt-5 max-w-xl text-lg leading-8 text-sky-100">{t('hero.text')}</p>
    </>
  );
}

/**
 * The hero's section and grid around its text: in the app with the calls to action, the illustration (`aside`) and
 * the counters (`below`); painted from the HTML with the text alone (prepaint.tsx).
 */
export function HeroFrame({ children, aside, below }: { children: ReactNode; aside?: ReactNode; below?: ReactNode }) {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-sky-600">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-16 pb-12 sm:px-6 lg:grid-cols-2 lg:px-8 lg:pt-24">
        <div>{children}</div>
        {aside}
      </div>
      {below}
    </section>
  );
}

/** Hero with the call to action and the live counters (citizen spec section 1). */
export function HeroSection() {
  const cta = useCallToAction();
  const { t } = useTranslation('home');
  return (
    <HeroFrame
      aside={<HeroIllustration />}
      below={
        <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
          <StatsCounters />
          <p className="mt-4 text-right">
            <Link to="/scorecards" className="rounded font-medium text-sky-100 underline hover:text-white">
              {t('hero.scorecards')}
            </Link>
          </p>
        </div>
      }
    >
      <HeroText />
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={cta.to} className="btn btn-lg bg-amber-400 text-slate-900 hover:bg-amber-300">
          {cta.label}
        </Link>
        <a href="#categories" className="btn btn-lg bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20">
          {t('hero.browse')}
        </a>
        <Link to="/map" className="btn btn-lg bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20">
          {t('hero.map')}
        </Link>
      </div>
    </HeroFrame>
  );
}
