import { DEFAULT_LOCALE, FIRST_PAINT_COOKIE, FirstPaint } from '@civic/contracts';
import { selectIsAdmin, selectIsSignedIn } from '../features/auth/session.slice';
import { i18n } from '../i18n/i18n';
import type { AppStore } from './store';

/** A year, in seconds: the hint lasts as long as the device's language choice. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The id of the page painted from the HTML (client/prepaint-plugin.ts writes it), absent on every other page. */
export const PRE_PAINT_ID = 'prepaint';

/** What this device's first screen is (libs/contracts' FirstPaint): English for a citizen, English, or another language. */
export function firstPaintOf(language: string, signedIn: boolean, admin: boolean): FirstPaint {
  if (language !== DEFAULT_LOCALE) return FirstPaint.OtherLanguage;
  return signedIn && !admin ? FirstPaint.EnglishCitizen : FirstPaint.English;
}

/**
 * Keeps the first-paint cookie (libs/contracts' FIRST_PAINT_COOKIE) in step with the session and the language,
 * so that the server answers a pre-painted page only where the app's first screen will be that page:
 * never another language's visitor, never /dashboard to someone signed out. Written only when its value changes.
 */
export function keepFirstPaintHint(store: AppStore): void {
  // The value the cookie has, read once: `document.cookie` is a synchronous round trip to the browser's cookie store,
  // and this runs on every store change (dozens while a page starts; 10 ms of a start-up task on /complaint).
  let kept = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${FIRST_PAINT_COOKIE}=`))
    ?.slice(FIRST_PAINT_COOKIE.length + 1);
  const update = () => {
    const state = store.getState();
    const value = firstPaintOf(i18n.language, selectIsSignedIn(state), selectIsAdmin(state));
    if (value === kept) return;
    kept = value;
    document.cookie = `${FIRST_PAINT_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  };
  update();
  store.subscribe(update);
  i18n.on('languageChanged', update);
}

/**
 * Hands the page over from the pre-painted HTML to the app: on a pre-painted page the app renders into
 * a hidden root, and once the routed page's first screen has rendered (AppShell's FirstPaintHandover: its Suspense
 * content committed, so no spinner shows between the two) the painted copy goes and the app shows, in one frame.
 * Does nothing on any other page, and the second time.
 */
export function revealApp(): void {
  const painted = document.getElementById(PRE_PAINT_ID);
  const root = document.getElementById('root');
  if (!painted || !root) return;
  painted.remove();
  root.hidden = false;
}
