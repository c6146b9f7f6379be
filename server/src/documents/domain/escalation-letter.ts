import { DEFAULT_LOCALE, type EscalationLetterPlaceholder, type PdfTemplateContent } from '@civic/contracts';
import {
  addresseeLines,
  authorityDisplayName,
  citizensReporting,
  complaintFactValues,
  complaintSummaryRows,
  letterWording,
  type AuthorityLetterOptions,
  type ComplaintFacts,
} from './authority-letter.js';
import {
  addressLines,
  formatLetterDate,
  letterDocument,
  letterFilename,
  placeRows,
  s,
  type LetterAuthority,
  type LetterPlace,
  type PdfDocumentDefinition,
} from './letter-layout.js';
import { LETTER_TEXT_BY_LOCALE, type LetterText } from './letter-text.js';

/**
 * Everything the escalation letter prints: the complaint's facts, the step (level 1 or 2, days overdue,
 * due date) and its dates, the appellate contact it is addressed to, the level-0 authority in copy, the photos and
 * the support count. Never the reporter's identity (docs/adr/0049-escalation-letter.md).
 */
export interface EscalationLetterInput extends ComplaintFacts, LetterPlace {
  /** Absolute photo URLs, listed as evidence links like the authority letter's. */
  photos: string[];
  /** The appellate level of the step: 1 or 2. */
  level: number;
  /** The level-1 or level-2 contact the letter is addressed to. */
  authority: LetterAuthority;
  /** The level-0 authority the complaint was forwarded to (in copy); null when none is on record. */
  forwardedTo: LetterAuthority | null;
  /** ISO 8601 dates: the forward, the due date and the level-0 reminder (null when none was sent). */
  forwardedAt: string | null;
  dueAt: string;
  reminderAt: string | null;
  /** Whole India calendar days past the due date when the step was taken. */
  daysOverdue: number;
  /** Citizens who said 'Me too', the reporter not counted. */
  supportCount: number;
  /** Who signs: the portal, or the admin who ran the step. */
  authorName: string;
}

/** The values of the escalation letter's placeholders (ESCALATION_LETTER_PLACEHOLDERS), in the letter's language. */
export function escalationLetterValues(
  input: EscalationLetterInput,
  options: AuthorityLetterOptions = {},
  text: LetterText = LETTER_TEXT_BY_LOCALE[options.locale ?? DEFAULT_LOCALE],
): Record<EscalationLetterPlaceholder, string> {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const date = (iso: string | null) => (iso ? formatLetterDate(iso, locale) : '—');
  return {
    ...complaintFactValues(input),
    authorityName: authorityDisplayName(input.authority, text),
    forwardedTo: input.forwardedTo ? authorityDisplayName(input.forwardedTo, text) : text.authorityFallback,
    forwardedDate: date(input.forwardedAt),
    dueDate: date(input.dueAt),
    daysOverdue: String(Math.max(0, Math.trunc(input.daysOverdue))),
    reminderDate: input.reminderAt ? date(input.reminderAt) : text.noReminder,
    escalationLevel: String(input.level),
    citizensReporting: citizensReporting(input.supportCount, text),
    authorName: s(input.authorName),
  };
}

/** "escalation-letter-<complaint id>-level-<n>.pdf", with only safe characters. */
export function escalationLetterFilename(complaintId: string, level: number): string {
  return letterFilename('escalation-letter', complaintId, `-level-${Math.trunc(level)}`);
}

/**
 * The pdfmake document of the escalation letter in the shared letter layout: addressed to the appellate contact
 * with the level-0 authority in copy; the summary rows add the forward, the due date, the days overdue, the
 * reminder and the level; the complainant section says the identity is withheld. Template fields get their
 * placeholders filled as plain text.
 */
export function buildEscalationLetterDocument(
  input: EscalationLetterInput,
  content: PdfTemplateContent,
  options: AuthorityLetterOptions = {},
): PdfDocumentDefinition {
  const { locale, words, values, field } = letterWording(content, options, (text) => escalationLetterValues(input, options, text));
  const { authority, forwardedTo } = input;
  return letterDocument({
    fallbackTitle: 'Escalation letter',
    respond: options.respond,
    locale,
    words,
    date: options.date,
    field,
    values,
    addressee: [
      ...addresseeLines(authority, words),
      ...(forwardedTo
        ? [{ text: words.copyTo, style: 'label', margin: [0, 6, 0, 0] }, ...addressLines(forwardedTo), ...(s(forwardedTo.email) ? [s(forwardedTo.email)] : [])]
        : []),
    ],
    summaryRows: [
      ...complaintSummaryRows(values, words),
      [words.forwardedTo, forwardedTo ? [...addressLines(forwardedTo), s(forwardedTo.email)].filter(Boolean).join(', ') : values.forwardedTo],
      [words.forwardedOn, values.forwardedDate],
      [words.dueDate, values.dueDate],
      [words.daysOverdue, words.daysOverdueValue.replace('{n}', values.daysOverdue)],
      [words.reminderSent, values.reminderDate],
      [words.escalationLevel, values.escalationLevel],
      ...placeRows(input, words, locale),
    ],
    description: input.description,
    photos: input.photos ?? [],
    complainant: [{ text: words.complainantWithheld, style: 'paragraph' }],
    request: [],
  });
}
