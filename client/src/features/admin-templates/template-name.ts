import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { adminTemplates as english } from '../../i18n/en/admin-templates';

type BuiltInKey = keyof typeof english.templateNames;

const isBuiltIn = (key: string): key is BuiltInKey => Object.hasOwn(english.templateNames, key);

/**
 * A template's name in the language shown: the server answers a built-in template's name in English (its default),
 * which is shown from the catalogue (`templateNames`); a name an admin typed instead is shown as typed.
 */
export function useTemplateName(): (template: { key: string; name: string }) => string {
  const { t } = useTranslation('admin-templates');
  return useCallback(
    (template) => (isBuiltIn(template.key) && template.name === english.templateNames[template.key] ? t(`templateNames.${template.key}`) : template.name),
    [t],
  );
}

type DescribedKey = keyof typeof english.templateDescriptions;

const isDescribed = (key: string): key is DescribedKey => Object.hasOwn(english.templateDescriptions, key);

/** A built-in PDF template's description in the language shown (admins do not edit descriptions); else the server's. */
export function useTemplateDescription(): (template: { key: string; description: string }) => string {
  const { t } = useTranslation('admin-templates');
  return useCallback((template) => (isDescribed(template.key) ? t(`templateDescriptions.${template.key}`) : template.description), [t]);
}
