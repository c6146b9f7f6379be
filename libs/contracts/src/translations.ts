import { DEFAULT_LOCALE, isLocale, type Locale } from './locales.js';

/**
 * Languages other than English in which categories and plans carry their own texts. English is the record itself
 * (the columns `name`, `description`...): it is what admins type first and what every other language falls back to.
 */
export const TRANSLATED_LOCALES = ['kok', 'mr', 'hi'] as const satisfies readonly Locale[];
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

/**
 * A category's texts in one language. `subcategories` follows the English list position by position: entry i names
 * the English subcategory i, which stays the subcategory's identity (what a complaint stores, what routing and open
 * data read). A missing or empty entry falls back to the English one.
 */
export interface CategoryTranslation {
  name?: string;
  description?: string;
  subcategories?: string[];
}

/** A plan's texts in one language. Each list replaces the English list when it has at least one line. */
export interface PlanTranslation {
  name?: string;
  description?: string;
  features?: string[];
  limitations?: string[];
}

/** Texts per language; a language or a field that is absent falls back to English, field by field. */
export type Translations<T> = Partial<Record<TranslatedLocale, T>>;

/** Maximum lengths of translated texts: those of the English fields (admin spec sections 5 and 9). */
export const TRANSLATION_LIMITS = { name: 120, description: 500, line: 200 } as const;

/**
 * The portal language of an Accept-Language header: the first listed language the portal has (`gom`, Goan Konkani,
 * is Konkani), in the order the header gives, else English. Quality values are not weighed: browsers list
 * languages in the user's order of preference.
 */
export function localeOfAcceptLanguage(header: string | undefined | null): Locale {
  for (const part of (header ?? '').split(',')) {
    const primary = part.trim().toLowerCase().split(/[-_;]/)[0];
    const locale = primary === 'gom' ? 'kok' : primary;
    if (isLocale(locale)) return locale;
  }
  return DEFAULT_LOCALE;
}

const filled = (text: string | undefined): text is string => typeof text === 'string' && text.trim().length > 0;

/** The text in the language when it has one, else the English text. */
export function translatedText(english: string, translated: string | undefined): string {
  return filled(translated) ? translated : english;
}

/** The English list position by position, each entry replaced by its translation where one is given. */
export function translatedListByPosition(english: readonly string[], translated: readonly string[] | undefined): string[] {
  return english.map((text, i) => translatedText(text, translated?.[i]));
}

/** The translated list when it has at least one line, else the English list. */
export function translatedList(english: readonly string[], translated: readonly string[] | undefined): string[] {
  const lines = (translated ?? []).filter(filled);
  return lines.length > 0 ? lines : [...english];
}

/** One language's texts of a translations map, or nothing for English and for a language without texts. */
export function translationFor<T>(translations: Translations<T> | null | undefined, locale: Locale): T | undefined {
  return locale === DEFAULT_LOCALE ? undefined : translations?.[locale as TranslatedLocale];
}

const trimmed = (text: unknown): string => (typeof text === 'string' ? text.trim() : '');

/**
 * A category's translations as stored: only the three languages, texts trimmed, empty texts dropped, subcategory
 * labels cut to the length of the English list (a label names the English subcategory at its position; a blank one
 * stays blank so that the others keep their positions), and a language without any text left out.
 */
export function cleanCategoryTranslations(
  input: Translations<CategoryTranslation> | undefined,
  englishSubcategories: readonly string[],
): Translations<CategoryTranslation> {
  const out: Translations<CategoryTranslation> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const given = input?.[locale];
    if (!given) continue;
    const entry: CategoryTranslation = {};
    const name = trimmed(given.name);
    const description = trimmed(given.description);
    const labels = englishSubcategories.map((_, i) => trimmed(given.subcategories?.[i]));
    if (name) entry.name = name;
    if (description) entry.description = description;
    if (labels.some(Boolean)) entry.subcategories = labels;
    if (Object.keys(entry).length > 0) out[locale] = entry;
  }
  return out;
}

/** A plan's translations as stored: only the three languages, texts trimmed, empty lines and texts dropped. */
export function cleanPlanTranslations(input: Translations<PlanTranslation> | undefined): Translations<PlanTranslation> {
  const out: Translations<PlanTranslation> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const given = input?.[locale];
    if (!given) continue;
    const entry: PlanTranslation = {};
    const name = trimmed(given.name);
    const description = trimmed(given.description);
    const features = (given.features ?? []).map(trimmed).filter(Boolean);
    const limitations = (given.limitations ?? []).map(trimmed).filter(Boolean);
    if (name) entry.name = name;
    if (description) entry.description = description;
    if (features.length) entry.features = features;
    if (limitations.length) entry.limitations = limitations;
    if (Object.keys(entry).length > 0) out[locale] = entry;
  }
  return out;
}

/** A category's texts as a reader of one language reads them; `language` is the language its name is in. */
export interface LocalisedCategoryTexts {
  name: string;
  description: string;
  /** Labels of the English subcategories, position by position. */
  subcategoryLabels: string[];
  language: Locale;
}

/** The texts of a category (English record and translations) in `locale`, English field by field where missing. */
export function localisedCategoryTexts(
  category: { name: string; description: string; subcategories: readonly string[]; translations?: Translations<CategoryTranslation> | null },
  locale: Locale,
): LocalisedCategoryTexts {
  const translation = translationFor(category.translations, locale);
  return {
    name: translatedText(category.name, translation?.name),
    description: translatedText(category.description, translation?.description),
    subcategoryLabels: translatedListByPosition(category.subcategories, translation?.subcategories),
    language: filled(translation?.name) ? locale : DEFAULT_LOCALE,
  };
}

/** A plan's texts as a reader of one language reads them; `language` is the language its name is in. */
export interface LocalisedPlanTexts {
  name: string;
  description: string;
  features: string[];
  limitations: string[];
  language: Locale;
}

/** The texts of a plan (English record and translations) in `locale`, English field by field where missing. */
export function localisedPlanTexts(
  plan: { name: string; description: string; features: readonly string[]; limitations: readonly string[]; translations?: Translations<PlanTranslation> | null },
  locale: Locale,
): LocalisedPlanTexts {
  const translation = translationFor(plan.translations, locale);
  return {
    name: translatedText(plan.name, translation?.name),
    description: translatedText(plan.description, translation?.description),
    features: translatedList(plan.features, translation?.features),
    limitations: translatedList(plan.limitations, translation?.limitations),
    language: filled(translation?.name) ? locale : DEFAULT_LOCALE,
  };
}
