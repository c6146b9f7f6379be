import { DEFAULT_LOCALE, FIRST_SCREEN_COOKIE, FirstScreen } from '@civic/contracts';
import { i18n } from '../i18n/i18n';
import type { AppStore } from './store';

/** A year, in seconds: the hint lasts as long as the device's language choice. */
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether the prerendered home page (signed out, English) is what this device would show first. */
export function prerenderSuits(language: string, signedIn: boolean): boolean {
  return language === DEFAULT_LOCALE && !signedIn;
}

/** Writes the first-screen cookie (libs/contracts' FIRST_SCREEN_COOKIE), when its value changes. */
function writeHint(value: FirstScreen): void {
  const cookie = `${FIRST_SCREEN_COOKIE}=${value}`;
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/**
 * Keeps the first-screen cookie in step with the session and the language (issue 14), so that the server answers
 * the home page with the prerendered HTML only where it is what the app will show: never to a signed-in user or in
 * another language (they get the empty app page, and no English or signed-out page flashes before theirs).
 */
export function keepFirstScreenHint(store: AppStore): void {
  const update = () => writeHint(prerenderSuits(i18n.language, !!store.getState().session.token) ? FirstScreen.Prerendered : FirstScreen.App);
  update();
  store.subscribe(update);
  i18n.on('languageChanged', update);
}
