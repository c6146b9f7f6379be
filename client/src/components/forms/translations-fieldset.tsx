import { LOCALE_NATIVE_NAMES, TRANSLATED_LOCALES, type TranslatedLocale } from '@civic/contracts';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../ui/text-field';

/** One translatable field: its key in the draft, its label (the English field's), and whether it takes several lines. */
export interface TranslatableField<K extends string> {
  name: K;
  label: string;
  multiline?: boolean;
  hint?: string;
}

/** Each language's texts as typed: one string per field. */
export type TranslationDrafts<K extends string> = Record<TranslatedLocale, Record<K, string>>;

/** Empty texts in every language for `fields`. */
export function emptyTranslationDrafts<K extends string>(fields: readonly K[]): TranslationDrafts<K> {
  const empty = Object.fromEntries(fields.map((f) => [f, ''])) as Record<K, string>;
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, { ...empty }])) as TranslationDrafts<K>;
}

/**
 * The Konkani, Marathi and Hindi versions of what admins write in English (category and plan texts), in a disclosure
 * below the English fields: one group per language, each field labelled with the English field's label and the
 * language's own name, typed in that language (`lang`), blank meaning 'show the English text'.
 */
export function TranslationsFieldset<K extends string>({
  fields,
  values,
  onChange,
}: {
  fields: readonly TranslatableField<K>[];
  values: TranslationDrafts<K>;
  onChange: (locale: TranslatedLocale, field: K, value: string) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <details className="rounded-lg border border-slate-200 p-3 sm:col-span-2">
      <summary className="cursor-pointer font-medium text-slate-800">{t('translations.title')}</summary>
      <p className="mt-2 text-sm text-slate-600">{t('translations.hint')}</p>
      {TRANSLATED_LOCALES.map((locale) => (
        <fieldset key={locale} className="mt-4 grid gap-3" lang={locale}>
          <legend className="font-semibold text-slate-900">{LOCALE_NATIVE_NAMES[locale]}</legend>
          {fields.map((field) => {
            const label = t('translations.field', { field: field.label, language: LOCALE_NATIVE_NAMES[locale] });
            const props = {
              label,
              name: `${locale}-${field.name}`,
              hint: field.hint,
              value: values[locale][field.name],
            };
            return field.multiline ? (
              <TextAreaField key={field.name} rows={2} autoComplete="off" {...props} onChange={(e) => onChange(locale, field.name, e.target.value)} />
            ) : (
              <TextField key={field.name} autoComplete="off" {...props} onChange={(e) => onChange(locale, field.name, e.target.value)} />
            );
          })}
        </fieldset>
      ))}
    </details>
  );
}
