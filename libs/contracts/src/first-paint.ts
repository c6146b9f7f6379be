import { isComplaintPublicId } from './complaint-id.js';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.js';

/**
 * Pages painted from the HTML before the app's script runs (docs/adr/0074-pre-painted-first-screen.md):
 * the build writes each one's first screen (the top bar's brand and the page's heading and lead, in English) into a
 * copy of index.html, client/dist/prepaint/<file>, which the server answers for that exact address (no query
 * string) when it suits the device; the app then renders in a hidden root and takes the page over once its own
 * first screen is ready. `citizenOnly`: only for a signed-in citizen (the page would otherwise redirect to sign-in or
 * show admins a message, and the painted heading would flash).
 */
export const PRE_PAINTED_PAGES: Readonly<Record<string, { file: string; citizenOnly: boolean }>> = {
  '/': { file: 'prepaint/home.html', citizenOnly: false },
  '/complaint': { file: 'prepaint/complaint.html', citizenOnly: true },
  '/dashboard': { file: 'prepaint/dashboard.html', citizenOnly: true },
  '/about': { file: 'prepaint/about.html', citizenOnly: false },
  '/map': { file: 'prepaint/map.html', citizenOnly: false },
  '/scorecards': { file: 'prepaint/scorecards.html', citizenOnly: false },
  // A complaint's public page: one painted copy for every id, its heading 'Complaint <COMPLAINT_ID_SLOT>', in which the
  // server writes the id of the address (server/src/kernel/http/client-assets.ts).
  '/c/:id': { file: 'prepaint/complaint-public.html', citizenOnly: false },
};

/**
 * Where the pre-painted complaint page names its complaint: the server replaces it with the id of the address, so the
 * painted heading is the page's own ('Complaint GOA-2026-000123') and the app's takes over without a larger paint.
 */
export const COMPLAINT_ID_SLOT = 'COMPLAINT_ID_SLOT';

/**
 * The key of PRE_PAINTED_PAGES an address is painted from ('/c/GOA-2026-000123' → '/c/:id'), or null. Only a
 * complaint's real id is painted: any other /c/ address is left to the app (its 'not found' page).
 */
export function prePaintedPageOf(path: string): string | null {
  if (Object.hasOwn(PRE_PAINTED_PAGES, path) && !path.includes(':')) return path;
  if (path.startsWith('/c/') && isComplaintPublicId(path.slice('/c/'.length))) return '/c/:id';
  return null;
}

/**
 * The cookie by which the app tells the server what its first screen will be on this device (written by
 * client/src/app/first-paint.ts whenever the language or the session changes): a preference, not an identifier.
 */
export const FIRST_PAINT_COOKIE = 'civic_first_paint';

/** The cookie's values: English for a visitor or an admin, English for a signed-in citizen, another language. */
export const FirstPaint = { English: 'en', EnglishCitizen: 'en-citizen', OtherLanguage: 'other' } as const;
export type FirstPaint = (typeof FirstPaint)[keyof typeof FirstPaint];

/** The language of a BCP 47 tag the portal has (`gom`, Goan Konkani, is Konkani), else null. */
export function localeOfTag(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
  if (primary === 'gom') return 'kok';
  return isLocale(primary) ? primary : null;
}

/**
 * The pre-painted file to answer for an address of the app, or null for the empty app page (index.html): only for
 * the addresses of PRE_PAINTED_PAGES without a query string, and only where the app's first screen will be that
 * page in English: the cookie says so, or (a first visit, no cookie) the browser's first language the portal has,
 * in Accept-Language order as navigator.languages gives it, is English and the page is not for citizens only.
 */
export function prePaintedFileFor(path: string, hasQuery: boolean, cookie: string | null, acceptLanguage: string | undefined): string | null {
  const key = prePaintedPageOf(path);
  const page = key === null ? undefined : PRE_PAINTED_PAGES[key];
  if (!page || hasQuery) return null;
  if (cookie === FirstPaint.EnglishCitizen) return page.file;
  if (cookie === FirstPaint.English) return page.citizenOnly ? null : page.file;
  if (cookie !== null || page.citizenOnly) return null;
  const first = (acceptLanguage ?? '')
    .split(',')
    .map(localeOfTag)
    .find((locale) => locale !== null);
  return (first ?? DEFAULT_LOCALE) === DEFAULT_LOCALE ? page.file : null;
}
