import { DEFAULT_LOCALE, isLocale } from '@civic/contracts';
import { type Language, LANGUAGES, i18n, languageOfTag, loadLanguage } from './i18n';

/** Where a visitor's choice of language is kept on the device. */
export const LANGUAGE_STORAGE_KEY = 'civic.language';

/** The languages written in Devanagari: they load the bundled Noto Sans Devanagari font. */
export const DEVANAGARI_LANGUAGES: readonly Language[] = ['kok', 'mr', 'hi'];

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The language kept on this device, or null when none was chosen (or storage is unavailable). */
export function storedLanguage(): Language | null {
  try {
    const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full storage: the choice lasts for this page only.
  }
}

/** The first of the browser's languages (navigator.languages, in order) that the portal has; English otherwise. */
export function browserLanguage(tags: readonly string[] = typeof navigator !== 'undefined' ? (navigator.languages ?? [navigator.language]) : []): Language {
  for (const tag of tags) {
    const language = tag ? languageOfTag(tag) : null;
    if (language) return language;
  }
  return DEFAULT_LOCALE;
}

/** The language of a first render: the one kept on this device, else the browser's first known language. */
export function initialLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}

let fontRequested = false;

/**
 * Loads the bundled Devanagari font (Noto Sans Devanagari, the Devanagari subset only, regular and bold) the first
 * time a Devanagari language is on; English pages never download it.
 */
export function loadDevanagariFont(): void {
  if (fontRequested) return;
  fontRequested = true;
  void Promise.all([import('@fontsource/noto-sans-devanagari/devanagari-400.css'), import('@fontsource/noto-sans-devanagari/devanagari-700.css')]).catch(() => {
    fontRequested = false;
  });
}

/**
 * Switches the page to `language`: loads its catalogue (English when it has none), changes i18next's language,
 * sets `<html lang>` and loads the Devanagari font when needed. `remember` keeps the choice on this device.
 * Resolves with the language now shown.
 */
export async function applyLanguage(language: Language, { remember = false }: { remember?: boolean } = {}): Promise<Language> {
  const shown = (LANGUAGES as readonly string[]).includes(language) && (await loadLanguage(language)) ? language : DEFAULT_LOCALE;
  if (remember) storeLanguage(shown);
  if (DEVANAGARI_LANGUAGES.includes(shown)) loadDevanagariFont();
  if (typeof document !== 'undefined') document.documentElement.lang = shown;
  if (i18n.language !== shown) await i18n.changeLanguage(shown);
  return shown;
}

/** The language the page shows now. */
export function currentLanguage(): Language {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
