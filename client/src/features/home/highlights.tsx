import { useTranslation } from 'react-i18next';

/** The highlights' icons (SVG paths); their words are in the home catalogue under `features.items`. */
const FEATURE_ICONS = {
  photos: 'M4 8h3l2-3h6l2 3h3v11H4zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
  location: 'M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z',
  authority: 'M3 10h18L12 4zM5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18',
  email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  tracking: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  anonymous: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0M3 3l18 18',
} as const;

const FEATURES = Object.keys(FEATURE_ICONS) as (keyof typeof FEATURE_ICONS)[];

/** Feature highlights and how it works (citizen spec section 1). */
export function FeatureHighlights() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="features-title" className="bg-slate-100 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="features-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('features.title')}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{t('features.lead')}</p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((f) => (
            <li key={f} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span aria-hidden="true" className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <svg viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
                  <path d={FEATURE_ICONS[f]} />
                </svg>
              </span>
              <h3 className="mt-3 text-lg font-semibold text-slate-900">{t(`features.items.${f}.title`)}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{t(`features.items.${f}.text`)}</p>
            </li>
          ))}
        </ul>
        <h3 className="mt-20 text-center text-2xl font-bold text-slate-900">{t('features.howItWorks')}</h3>
        <ol className="mt-8 grid gap-6 md:grid-cols-4">
          {t('features.steps', { returnObjects: true }).map((s, i) => (
            <li key={s.title} className="relative rounded-2xl bg-white p-6 ring-1 ring-slate-200">
              <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
                {i + 1}
              </span>
              <p className="mt-3 font-semibold text-slate-900">{s.title}</p>
              <p className="mt-1 text-sm leading-6 text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
