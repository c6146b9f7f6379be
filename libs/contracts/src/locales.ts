/**
 * The portal's languages: English, Konkani (Devanagari), Marathi and Hindi. The code is stored on the
 * profile (`users.locale`), chosen on the client, and selects an email template's translation.
 */
export const LOCALES = ['en', 'kok', 'mr', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of a visitor with no choice and of every account created before accounts had a language. */
export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** Each language's name written in its own script, as the language switcher shows it. */
export const LOCALE_NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  kok: 'कोंकणी',
  mr: 'मराठी',
  hi: 'हिंदी',
};

/** The `Intl` locale of each language: Indian conventions (digit grouping, dates) in every one. */
export const INTL_LOCALES: Record<Locale, string> = {
  en: 'en-IN',
  kok: 'kok-IN',
  mr: 'mr-IN',
  hi: 'hi-IN',
};

/** Whether a value is one of the four language codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
