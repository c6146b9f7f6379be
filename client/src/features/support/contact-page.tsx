import { Trans, useTranslation } from 'react-i18next';
import { SITE } from '../../app/site-info';
import { Page } from '../../components/ui/page';

const LINK = 'font-semibold text-brand-700 underline';

/** The contact page (citizen spec section 2): office address and mobile number; the form is built in a later issue. */
export function ContactPage() {
  const { t } = useTranslation(['support', 'shell', 'common']);
  return (
    <Page title={t('contact.title')} lead={t('contact.lead')} width="wide">
      <div className="grid gap-8 lg:grid-cols-3">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 className="text-lg font-semibold text-slate-900">{t('contact.office')}</h2>
          <address className="mt-3 text-slate-700 not-italic leading-7">
            {t('shell:site.officeLines', { returnObjects: true }).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <h2 className="mt-6 text-lg font-semibold text-slate-900">{t('contact.phoneAndEmail')}</h2>
          {SITE.phone && (
            <p className="mt-3 text-slate-700">
              <Trans
                t={t}
                i18nKey="contact.mobile"
                values={{ phone: SITE.phone }}
                components={{ link: <a href={`tel:${SITE.phone.replace(/\s/g, '')}`} className={LINK} /> }}
              />
            </p>
          )}
          <p className="mt-1 text-slate-700">
            <Trans t={t} i18nKey="contact.email" values={{ email: SITE.email }} components={{ link: <a href={`mailto:${SITE.email}`} className={LINK} /> }} />
          </p>
          <p className="mt-1 text-sm text-slate-500">{t('shell:site.hours')}</p>
        </div>
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:col-span-2">
          <h2 className="text-lg font-semibold text-slate-900">{t('contact.sendMessage')}</h2>
          <p className="mt-3 text-slate-700">{t('common:pageBeingBuilt')}</p>
        </div>
      </div>
    </Page>
  );
}
