import { useTranslation } from 'react-i18next';
import { JoinForm } from './join-form';

/** The join-us section (#join-us) with the 'Support / Volunteer Form'. */
export function JoinUsSection() {
  const { t } = useTranslation('home');
  return (
    <section id="join-us" aria-labelledby="join-us-title" className="scroll-mt-20 bg-slate-100 py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <h2 id="join-us-title" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {t('joinUs.title')}
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">{t('joinUs.text')}</p>
          <ul className="mt-6 space-y-3 text-slate-700">
            {t('joinUs.ways', { returnObjects: true }).map((way) => (
              <li key={way} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-xs font-bold text-brand-700"
                >
                  ✓
                </span>
                {way}
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-3">
          <JoinForm />
        </div>
      </div>
    </section>
  );
}
