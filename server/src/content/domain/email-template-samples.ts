import {
  categoryNameIn,
  countInWords,
  DEFAULT_CATEGORIES,
  DEFAULT_PLANS,
  dueInWords,
  EMAIL_TEMPLATE_PLACEHOLDERS,
  ESCALATION_TIME_ZONE,
  headlineInWords,
  INTL_LOCALES,
  localisedPlanTexts,
  PREMIUM_PLAN_NAME,
  recordedInWords,
  replyWordsInWords,
  rupeesInWords,
  statusInWords,
  stepInWords,
  subcategoryLabelIn,
  urgencyInWords,
  type EmailTemplateKey,
  type Locale,
} from '@civic/contracts';
import type { TemplateValues } from './placeholders.js';

/**
 * Sample data for the email template preview (admin spec section 2, Email Templates: "a preview"): one value
 * for every placeholder any template offers. `message` deliberately contains markup, so that the preview shows
 * admins that a value is printed as typed and can never add formatting or links (admin spec section 5).
 */
export const EMAIL_PLACEHOLDER_SAMPLES: Readonly<Record<string, string>> = {
  userName: 'Asha Naik',
  ticketId: 'SUP-1042',
  subject: 'Streetlight not working',
  category: 'Roads & Potholes',
  subcategory: 'Potholes',
  message: 'The site was inspected on 20 November. Text such as <b>x</b> in a value is shown as typed, never as formatting.',
  status: 'in_progress',
  complaintId: 'GCP-2026-000123',
  title: 'Deep pothole near Panaji market',
  location: '18th June Road, Panaji, North Goa',
  urgency: 'high',
  description: 'A pothole about 1 m wide and 20 cm deep has formed in the left lane; two-wheelers swerve around it at night.',
  authorityName: 'Executive Engineer',
  authorityDepartment: 'Public Works Department, Division I, Panaji',
  authorityEmail: 'ee-div1-pwd@example.gov.in',
  reporterName: 'Asha Naik',
  reporterEmail: 'asha.naik@example.in',
  reporterPhone: '+91 98220 12345',
  mapUrl: 'https://www.openstreetmap.org/?mlat=15.498900&mlon=73.827600#map=18/15.498900/73.827600',
  plan: 'Premium Citizen',
  amount: '₹234.82',
  currency: 'INR',
  orderId: 'order_SAMPLE12345',
  paymentId: 'pay_SAMPLE67890',
  invoiceNumber: 'GCP/2026-27/000042',
  verifyUrl: 'https://portal.example.in/verify-email?token=sample-token',
  expiryHours: '24',
  resetUrl: 'https://portal.example.in/reset-password?token=sample-token',
  expiryMinutes: '30',
  claimUrl: 'https://portal.example.in/claim?token=sample-token',
  portalUrl: 'https://portal.example.in',
  recorded: 'Resolved',
  resolvedUrl: 'https://portal.example.in/respond/sample-token?action=resolved',
  inProgressUrl: 'https://portal.example.in/respond/sample-token?action=in_progress',
  notOursUrl: 'https://portal.example.in/respond/sample-token?action=not_ours',
  messageUrl: 'https://portal.example.in/respond/sample-token?action=message',
  replyWords: '"Resolved", "Work started" or "Not ours"',
  headline: 'Resolved by Executive Engineer',
  complaintUrl: 'https://portal.example.in/dashboard?id=GCP-2026-000123',
  fixedUrl: 'https://portal.example.in/dashboard?id=GCP-2026-000123&fixed=yes',
  reopenUrl: 'https://portal.example.in/dashboard?id=GCP-2026-000123&fixed=no',
  unfollowUrl: 'https://portal.example.in/unfollow?complaint=GCP-2026-000123&token=sample-token',
  manageUrl: 'https://portal.example.in/alerts/manage?token=sample-token',
  resolvedDate: '3 November 2026',
  questionnaireUrl: 'https://portal.example.in/was-it-fixed/GCP-2026-000123',
  expiryDays: '60',
  code: '40193857',
  stepName: 'Escalation to level 1',
  forwardedDate: '3 November 2026',
  dueDate: '18 November 2026',
  daysOverdue: '7',
  reminderDate: '19 November 2026',
  citizensReporting: '3 citizens report this',
  previousAuthorities: 'Executive Engineer, Public Works Department <ee-div1-pwd@example.gov.in>',
  recipients: 'Superintending Engineer <se-circle1-pwd@example.gov.in>',
  date: '24 November 2026',
  count: '2',
  complaintList:
    'GCP-2026-000123 · Deep pothole near Panaji market · 18th June Road, Panaji · due 23 November 2026\nGCP-2026-000131 · Garbage not collected · Margao market · due 22 November 2026',
};

/** The sample complaint's category and issue, and its plan: the first default category's first issue, Premium Citizen. */
const SAMPLE_CATEGORY = DEFAULT_CATEGORIES[0];
const SAMPLE_PLAN = DEFAULT_PLANS.find((plan) => plan.name === PREMIUM_PLAN_NAME)!;

/**
 * The sample values that are words, dates or amounts, in `locale`, made by the functions the real emails use
 * (libs/contracts email-words.ts, the category and plan translations, Intl): a Konkani template is previewed with
 * "काम चालू" and "२४ नोव्हेंबर २०२६" as its email would carry them, never "in_progress". Names, ids, addresses and
 * typed text stay as they are.
 */
function wordSamples(locale: Locale): Record<string, string> {
  const day = (iso: string) => new Intl.DateTimeFormat(INTL_LOCALES[locale], { dateStyle: 'long', timeZone: ESCALATION_TIME_ZONE }).format(new Date(iso));
  const category = categoryNameIn(SAMPLE_CATEGORY, SAMPLE_CATEGORY.key, locale);
  return {
    category,
    subcategory: subcategoryLabelIn(SAMPLE_CATEGORY, SAMPLE_CATEGORY.subcategories[0], locale),
    status: statusInWords('in_progress', locale),
    urgency: urgencyInWords('high', locale),
    plan: localisedPlanTexts(SAMPLE_PLAN, locale).name,
    amount: rupeesInWords(23482, locale),
    recorded: recordedInWords('resolved', locale),
    replyWords: replyWordsInWords(locale),
    headline: headlineInWords('resolved', locale, EMAIL_PLACEHOLDER_SAMPLES.authorityName),
    resolvedDate: day('2026-11-03T12:00:00Z'),
    forwardedDate: day('2026-11-03T12:00:00Z'),
    dueDate: day('2026-11-18T12:00:00Z'),
    reminderDate: day('2026-11-19T12:00:00Z'),
    date: day('2026-11-24T12:00:00Z'),
    stepName: stepInWords({ kind: 'escalation', level: 1 }, locale),
    count: countInWords(2, locale),
    complaintList: [
      `GCP-2026-000123 · ${EMAIL_PLACEHOLDER_SAMPLES.title} · 18th June Road, Panaji · ${dueInWords(day('2026-11-23T12:00:00Z'), locale)}`,
      `GCP-2026-000131 · ${category} · Margao · ${dueInWords(day('2026-11-22T12:00:00Z'), locale)}`,
    ].join('\n'),
  };
}

/** Sample values for every placeholder of one template key, its words in `locale` (the language being previewed). */
export function sampleValuesFor(key: EmailTemplateKey, locale: Locale = 'en'): TemplateValues {
  const samples = { ...EMAIL_PLACEHOLDER_SAMPLES, ...wordSamples(locale) };
  return Object.fromEntries(EMAIL_TEMPLATE_PLACEHOLDERS[key].map((name) => [name, samples[name] ?? `[${name}]`]));
}
