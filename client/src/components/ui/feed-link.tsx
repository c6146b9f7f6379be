import { isLocale } from '@civic/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The address of an Atom feed (GET /feeds/area.atom, /feeds/complaints/{id}.atom) in the page's language: `lang` is
 * added, since a feed reader that fetches it later sends no Accept-Language of the reader's choosing.
 */
export function feedAddress(path: string, params: Record<string, string | undefined>, language: string): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) search.set(name, value);
  if (isLocale(language) && language !== 'en') search.set('lang', language);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A link to an Atom feed, marked as one (`type="application/atom+xml"`) so that a browser or feed reader offers to
 * subscribe; the words say what the feed follows.
 */
export function FeedLink({ path, params = {}, children }: { path: string; params?: Record<string, string | undefined>; children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <a href={feedAddress(path, params, i18n.language)} type="application/atom+xml" className="text-brand-700 underline">
      {children}
    </a>
  );
}
