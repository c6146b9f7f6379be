import { DEFAULT_GST_RATE, PLAN_COLORS, type PlanColor, TRANSLATED_LOCALES } from '@civic/contracts';
import type { AdminPlanResponse } from '../../api/admin';
import { emptyTranslationDrafts, type TranslationDrafts } from '../../components/forms/translations-fieldset';

/** The texts a plan has in each other language, as typed: features and limitations one per line. */
export const PLAN_TRANSLATED_FIELDS = ['name', 'description', 'features', 'limitations'] as const;
export type PlanTranslationDrafts = TranslationDrafts<(typeof PLAN_TRANSLATED_FIELDS)[number]>;
import type { Translate } from '../../i18n/i18n';

/** The create and edit form as typed (admin spec sections 2, 3 and 5). */
export interface PlanDraft {
  name: string;
  description: string;
  /** Price before GST in rupees, as typed ("199" or "199.50"). */
  price: string;
  /** GST in percent, as typed ("18"). */
  gstPercent: string;
  color: string;
  popular: boolean;
  enabled: boolean;
  /** Blank: last order + 10. */
  order: string;
  allowOneTime: boolean;
  allowRecurring: boolean;
  /** One per line. */
  features: string;
  /** One per line. */
  limitations: string;
  /** Complaints per month, whole number ≥ 0; blank means unlimited. */
  complaintLimit: string;
  /** Photos per complaint, 1 to 5 (citizen spec section 9). */
  photoLimit: string;
  /** Konkani, Marathi and Hindi texts; blank shows English. */
  translations: PlanTranslationDrafts;
}

export type PlanField = keyof PlanDraft;
export type PlanErrors = Partial<Record<'name' | 'price' | 'gstPercent' | 'order' | 'complaintLimit' | 'photoLimit', string>>;

/** The fields that can be invalid, in form order: the first invalid one gets the focus. */
export const CHECKED_PLAN_FIELDS = ['name', 'price', 'gstPercent', 'complaintLimit', 'photoLimit', 'order'] as const;

export { PLAN_COLORS };

function planColor(value: string): PlanColor {
  return (PLAN_COLORS as readonly string[]).includes(value) ? (value as PlanColor) : 'blue';
}

/** The most photos any plan allows per complaint (citizen spec section 9: premium uploads, up to 5). */
export const MAX_PHOTOS_PER_COMPLAINT = 5;

/** A new plan's defaults (admin spec section 5): 18 % GST, blue, enabled, both billing modes, INR. */
export const EMPTY_PLAN_DRAFT: PlanDraft = {
  name: '',
  description: '',
  price: '',
  gstPercent: String(DEFAULT_GST_RATE * 100),
  color: 'blue',
  popular: false,
  enabled: true,
  order: '',
  allowOneTime: true,
  allowRecurring: true,
  features: '',
  limitations: '',
  complaintLimit: '',
  photoLimit: String(MAX_PHOTOS_PER_COMPLAINT),
  translations: emptyTranslationDrafts(PLAN_TRANSLATED_FIELDS),
};

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/**
 * The form's rules: name required ('Name is required', admin spec section 5); the price in rupees, at least 0 with
 * at most 2 decimals; GST from 0 to 100 %; order a whole number; complaints per month a whole number of at least 0,
 * blank for unlimited. The server checks the same rules.
 */
export function validatePlan(draft: PlanDraft, t: Translate): PlanErrors {
  const errors: PlanErrors = {};
  if (!draft.name.trim()) errors.name = t('messages:admin.plans.nameRequired');
  const price = draft.price.trim();
  if (!DECIMAL.test(price) || !/^\d+(\.\d{1,2})?$/.test(price)) errors.price = t('admin-plans:errors.price');
  const gst = draft.gstPercent.trim();
  if (gst && (!DECIMAL.test(gst) || Number(gst) > 100)) errors.gstPercent = t('admin-plans:errors.gst');
  if (draft.order.trim() && !/^-?\d+$/.test(draft.order.trim())) errors.order = t('admin-plans:errors.order');
  if (draft.complaintLimit.trim() && !WHOLE.test(draft.complaintLimit.trim())) errors.complaintLimit = t('admin-plans:errors.complaintLimit');
  const photos = draft.photoLimit.trim();
  if (!WHOLE.test(photos) || Number(photos) < 1 || Number(photos) > MAX_PHOTOS_PER_COMPLAINT) errors.photoLimit = t('admin-plans:errors.photoLimit');
  return errors;
}

export function firstInvalidPlanField(errors: PlanErrors): (typeof CHECKED_PLAN_FIELDS)[number] | null {
  return CHECKED_PLAN_FIELDS.find((field) => errors[field]) ?? null;
}

/** Lines of a textarea: trimmed, empty lines dropped (admin spec section 5). */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

/** Rupees as typed → paise (times 100, rounded; admin spec section 5). */
export function rupeesToPaise(rupees: string): number {
  return Math.round(Number(rupees.trim()) * 100);
}

/** GST percent as typed → fraction (18 → 0.18); blank is the default 18 %. */
export function percentToFraction(percent: string): number {
  const p = percent.trim();
  return p ? Math.round(Number(p) * 100) / 10000 : DEFAULT_GST_RATE;
}

/** The request body of a create or a full edit (amount in paise, gstRate a fraction, null limit = unlimited). */
export function toPlanRequest(draft: PlanDraft, defaultOrder: number) {
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    amount: rupeesToPaise(draft.price),
    currency: 'INR' as const,
    gstRate: percentToFraction(draft.gstPercent),
    color: planColor(draft.color),
    popular: draft.popular,
    enabled: draft.enabled,
    order: draft.order.trim() ? Number(draft.order.trim()) : defaultOrder,
    allowOneTime: draft.allowOneTime,
    allowRecurring: draft.allowRecurring,
    features: splitLines(draft.features),
    limitations: splitLines(draft.limitations),
    complaintLimit: draft.complaintLimit.trim() ? Number(draft.complaintLimit.trim()) : null,
    photoLimit: Number(draft.photoLimit.trim()),
    // Only the languages with some text; an empty object clears every translation.
    translations: Object.fromEntries(
      TRANSLATED_LOCALES.flatMap((locale) => {
        const texts = draft.translations[locale];
        const entry = {
          name: texts.name.trim(),
          description: texts.description.trim(),
          features: splitLines(texts.features),
          limitations: splitLines(texts.limitations),
        };
        return entry.name || entry.description || entry.features.length || entry.limitations.length ? [[locale, entry]] : [];
      }),
    ),
  };
}

/** A paise amount as the rupee field shows it (19900 → "199", 19950 → "199.50"). */
export function paiseToRupeesText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** A saved plan (as GET /api/admin/plans returns it) as the edit dialog starts from it. */
export function draftOfPlan(p: AdminPlanResponse): PlanDraft {
  const translations = emptyTranslationDrafts(PLAN_TRANSLATED_FIELDS);
  for (const locale of TRANSLATED_LOCALES) {
    const given = p.translations?.[locale];
    translations[locale] = {
      name: given?.name ?? '',
      description: given?.description ?? '',
      features: (given?.features ?? []).join('\n'),
      limitations: (given?.limitations ?? []).join('\n'),
    };
  }
  return {
    name: p.name,
    description: p.description,
    price: paiseToRupeesText(p.amount),
    gstPercent: String(Math.round(p.gstRate * 10000) / 100),
    color: p.color,
    popular: p.popular,
    enabled: p.enabled,
    order: String(p.order),
    allowOneTime: p.allowOneTime,
    allowRecurring: p.allowRecurring,
    features: p.features.join('\n'),
    limitations: p.limitations.join('\n'),
    complaintLimit: p.complaintLimit === null || p.complaintLimit === undefined ? '' : String(p.complaintLimit),
    photoLimit: String(p.photoLimit),
    translations,
  };
}
