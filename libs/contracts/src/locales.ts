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

/**
 * The email of a citizen account created by a first WhatsApp message (docs/adr/0151-whatsapp-channel.md): unique per
 * number and never deliverable (RFC 2606 reserves `.invalid`), so the mail sender skips it.
 */
export const WHATSAPP_ONLY_EMAIL_DOMAIN = 'whatsapp.invalid';
export function whatsappOnlyEmail(waId: string): string {
  return `wa-${waId}@${WHATSAPP_ONLY_EMAIL_DOMAIN}`;
}
/** Whether an address can receive no email: a WhatsApp-only account's. */
export function isUndeliverableEmail(email: string): boolean {
  return email.toLowerCase().endsWith(`@${WHATSAPP_ONLY_EMAIL_DOMAIN}`);
}
