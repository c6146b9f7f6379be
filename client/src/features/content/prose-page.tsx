import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SITE } from '../../app/site-info';
import { Page } from '../../components/ui/page';
import { RichText } from '../../components/ui/rich-text';
import type { ProseBlock } from '../../i18n/en/content';

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
  email: <a href={`mailto:${SITE.email}`} className="font-semibold text-brand-700 underline" />,
};

/** A static page (about, help, guidelines, privacy, terms, refunds): its title, lead and body from the content catalogue. */
export function ProsePage({ page }: { page: 'about' | 'guidelines' | 'help' | 'privacy' | 'terms' | 'refunds' }) {
  const { t } = useTranslation('content');
  const body = t(`${page}.body`, { returnObjects: true, email: SITE.email }) as readonly ProseBlock[];
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
