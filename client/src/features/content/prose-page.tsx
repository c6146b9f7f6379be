import { DEFAULT_GST_RATE, DEFAULT_PLANS, MAX_PHOTO_MB } from '@civic/contracts';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SITE } from '../../app/site-info';
import { Page } from '../../components/ui/page';
import { RichText } from '../../components/ui/rich-text';
import type { ProseBlock } from '../../i18n/en/content';
import { formatPercent, formatRupees } from '../../i18n/format';

const link = (to: string) => <Link to={to} className="font-semibold text-brand-700 underline" />;

/** The elements of the static pages' markup: bold text and links to the pages they name. */
const MARKUP: Record<string, ReactElement> = {
  strong: <strong />,
  complaint: link('/complaint'),
  dashboard: link('/dashboard'),
  contact: link('/contact'),
  refunds: link('/refunds'),
  privacy: link('/privacy'),
  guidelines: link('/guidelines'),
  joinUs: link('/#join-us'),
  mySupport: link('/my-support'),
  email: <a href={`mailto:${SITE.email}`} className="font-semibold text-brand-700 underline" />,
};

/** Full refund window of one-time purchases, in days (citizen spec section 9). */
export const REFUND_WINDOW_DAYS = 30;

const [FREE, PREMIUM, ADVOCATE] = DEFAULT_PLANS;

/**
 * The spec's facts the static pages quote (citizen spec section 9), taken from libs/contracts so that the text
 * cannot drift from the limits the server applies: plan names, monthly complaint limits, photos per complaint,
 * photo size, prices in rupees (stored in paise), GST and the refund window.
 */
export const PAGE_FACTS = {
  freePlan: FREE.name,
  premiumPlan: PREMIUM.name,
  advocatePlan: ADVOCATE.name,
  freeLimit: String(FREE.complaintLimit),
  premiumLimit: String(PREMIUM.complaintLimit),
  freePhotos: String(FREE.photoLimit),
  premiumPhotos: String(PREMIUM.photoLimit),
  photoMb: String(MAX_PHOTO_MB),
  premiumPrice: formatRupees(PREMIUM.amount),
  advocatePrice: formatRupees(ADVOCATE.amount),
  gst: formatPercent(DEFAULT_GST_RATE),
  refundDays: String(REFUND_WINDOW_DAYS),
};

/** A static page (about, help, guidelines, privacy, terms, refunds): its title, lead and body from the content catalogue. */
export function ProsePage({ page }: { page: 'about' | 'guidelines' | 'help' | 'privacy' | 'terms' | 'refunds' }) {
  const { t } = useTranslation('content');
  const body = t(`${page}.body`, { returnObjects: true, email: SITE.email, ...PAGE_FACTS }) as readonly ProseBlock[];
  return (
    <Page title={t(`${page}.title`)} lead={t(`${page}.lead`)}>
      <div className="prose-page">
        {body.map((block, index) =>
          'h' in block ? (
            <h2 key={index}>{block.h}</h2>
          ) : 'p' in block ? (
            <p key={index}>
              <RichText text={block.p} components={MARKUP} />
            </p>
          ) : (
            <ul key={index}>
              {block.ul.map((item) => (
                <li key={item}>
                  <RichText text={item} components={MARKUP} />
                </li>
              ))}
            </ul>
          ),
        )}
      </div>
    </Page>
  );
}
