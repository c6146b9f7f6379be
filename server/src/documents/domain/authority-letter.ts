import { DEFAULT_LOCALE, PDF_CONTENT_FIELDS, type Locale, type PdfPlaceholder, type PdfTemplateContent } from '@civic/contracts';
import { fillPlaceholders } from '../../content/public.js';
import {
  addressLines,
  letterDocument,
  letterFilename,
  placeRows,
  s,
  TABLE_LAYOUT,
  type LetterAuthority,
  type LetterPlace,
  type LetterRespondLink,
  type PdfDocumentDefinition,
} from './letter-layout.js';
import { LETTER_TEXT_BY_LOCALE, type LetterText } from './letter-text.js';

/** The facts of one complaint that every letter about it prints (the authority letter, the RTI application). */
export interface ComplaintFacts {
  /** Public id, 'GOA-2026-000123'. */
  complaintId: string;
  title: string;
  /** The category's name. */
  category: string;
  subcategory: string;
  description: string;
  /** The location text the reporter gave (address or area). */
  location: string;
  /** When the complaint was filed, ISO 8601. */
  submittedDate: string;
}

/**
 * Everything the authority letter prints about one forwarded complaint (admin spec sections 3 and 9). The
 * complaints desk builds it from the complaint and the routing contact it forwards to.
 */
export interface AuthorityLetterInput extends ComplaintFacts, LetterPlace {
  /** Absolute photo URLs, listed as evidence links. */
  photos: string[];
  /** Null when the complaint is anonymous: the letter then shows no name, email or phone. */
  reporter: { name: string; email: string; phone: string } | null;
  authority: LetterAuthority;
  /** The admin's note to the authority. */
  message: string;
  /** Who signs: the organisation or the admin forwarding the complaint. */
  authorName: string;
  /** Citizens who said 'Me too' on the complaint, the reporter not counted; absent means 0. */
  supportCount?: number;
}

/** Options of a rendering: the letter's date (default: now) and language (default English). */
export interface AuthorityLetterOptions {
  date?: Date;
  /** The language of the letter's fixed wording and dates, as chosen on the PDF Templates page. */
  locale?: Locale;
  /** The addressee's response link, printed as text and as a QR code (a PNG data URL); absent in previews. */
  respond?: LetterRespondLink;
}

/** The letter's fixed wording in English (docs/adr/0031-authority-letter.md); other languages in letter-text.ts. */
export const LETTER_TEXT: LetterText = LETTER_TEXT_BY_LOCALE.en;

const MESSAGE_PLACEHOLDER = /\{\{\s*message\s*\}\}/;

/** The authority as addressed in the text: its name, else its designation, else "the concerned authority". */
export function authorityDisplayName(authority: AuthorityLetterInput['authority'], text: LetterText = LETTER_TEXT): string {
  return s(authority.name) || s(authority.designation) || text.authorityFallback;
}

/** The placeholder values both complaint letters take from the complaint's facts, as printed (trimmed). */
export type ComplaintFactValues = Record<'complaintId' | 'title' | 'category' | 'subcategory' | 'location', string>;

/** The placeholder values every complaint letter fills from the complaint's facts, trimmed for printing. */
export function complaintFactValues(facts: ComplaintFacts): ComplaintFactValues {
  return {
    complaintId: s(facts.complaintId),
    title: s(facts.title),
    category: s(facts.category),
    subcategory: s(facts.subcategory),
    location: s(facts.location),
  };
}

/**
 * The summary rows both complaint letters open with (id, title, category, subcategory, location, citizens
 * reporting), so the two letters read alike; each adds its own rows after them.
 */
export function complaintSummaryRows(values: ComplaintFactValues & { citizensReporting: string }, words: LetterText): [string, string][] {
  return [
    [words.complaintId, values.complaintId],
    [words.title, values.title],
    [words.category, values.category],
    [words.subcategory, values.subcategory],
    [words.location, values.location],
    [words.citizensReportingLabel, values.citizensReporting],
  ];
}

/** The addressee block of a complaint letter: the authority's address lines and its email, when it has one. */
export function addresseeLines(authority: LetterAuthority, words: LetterText): string[] {
  return [...addressLines(authority), ...(s(authority.email) ? [`${words.email}: ${s(authority.email)}`] : [])];
}

/**
 * What every complaint letter's document builder starts from: the language (the options', else the default), its
 * fixed wording, and a template field's text with the letter's placeholder values filled in as plain text.
 */
export function letterWording<K extends string>(
  content: PdfTemplateContent,
  options: AuthorityLetterOptions,
  values: (words: LetterText, locale: Locale) => Record<K, string>,
): { locale: Locale; words: LetterText; values: Record<K, string>; field: (name: keyof PdfTemplateContent) => string } {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const words = LETTER_TEXT_BY_LOCALE[locale];
  const filled = values(words, locale);
  return { locale, words, values: filled, field: (name) => fillPlaceholders(content[name] ?? '', filled) };
}

/** The values of the PDF placeholders (admin spec section 9) for one letter, in the letter's language. */
export function authorityLetterValues(input: AuthorityLetterInput, text: LetterText = LETTER_TEXT): Record<PdfPlaceholder, string> {
  return {
    ...complaintFactValues(input),
    reporterName: input.reporter ? s(input.reporter.name) : text.anonymousReporterName,
    authorityName: authorityDisplayName(input.authority, text),
    message: s(input.message),
    authorName: s(input.authorName),
    citizensReporting: citizensReporting(input.supportCount ?? 0, text),
  };
}

/** "N citizens report this": the reporter plus the citizens who said 'Me too'. */
export function citizensReporting(supportCount: number, text: LetterText = LETTER_TEXT): string {
  const n = 1 + Math.max(0, Math.trunc(supportCount));
  return n === 1 ? text.citizensReportingOne : text.citizensReportingMany.replace('{n}', String(n));
}

/** "N citizens report this" in `locale`: the words of that language's letters, for the emails that go with them. */
export function citizensReportingIn(supportCount: number, locale: Locale): string {
  return citizensReporting(supportCount, LETTER_TEXT_BY_LOCALE[locale] ?? LETTER_TEXT);
}

/** What an anonymous complaint's reporter is called in `locale`: the words of that language's letters. */
export function anonymousReporterNameIn(locale: Locale): string {
  return (LETTER_TEXT_BY_LOCALE[locale] ?? LETTER_TEXT).anonymousReporterName;
}

/** A file name for the letter: "authority-letter-<complaint id>.pdf", with only safe characters. */
export function authorityLetterFilename(complaintId: string): string {
  return letterFilename('authority-letter', complaintId);
}

/**
 * The pdfmake document of the authority letter in the shared letter layout: addressed to the authority, the
 * summary rows of the complaint, the complainant's name, email and phone (or the anonymity notice), and the
 * admin's note as the request unless a template field places {{message}} itself. Template fields get their
 * placeholders filled as plain text.
 */
export function buildAuthorityLetterDocument(
  input: AuthorityLetterInput,
  content: PdfTemplateContent,
  options: AuthorityLetterOptions = {},
): PdfDocumentDefinition {
  const { locale, words, values, field } = letterWording(content, options, (text) => authorityLetterValues(input, text));
  const authority = input.authority;
  const reporter = input.reporter;
  const messagePlacedByTemplate = PDF_CONTENT_FIELDS.some((name) => MESSAGE_PLACEHOLDER.test(content[name] ?? ''));
  return letterDocument({
    fallbackTitle: 'Authority letter',
    locale,
    words,
    date: options.date,
    field,
    values,
    addressee: addresseeLines(authority, words),
    summaryRows: [...complaintSummaryRows(values, words), ...placeRows(input, words, locale)],
    description: input.description,
    photos: input.photos ?? [],
    complainant: [
      reporter
        ? {
            table: {
              widths: [110, '*'],
              body: [
                [{ text: words.name, style: 'label' }, s(reporter.name)],
                [{ text: words.email, style: 'label' }, s(reporter.email)],
                ...(s(reporter.phone) ? [[{ text: words.phone, style: 'label' }, s(reporter.phone)]] : []),
              ],
            },
            layout: TABLE_LAYOUT,
            margin: [0, 0, 0, 8],
          }
        : { text: words.anonymous, style: 'paragraph' },
    ],
    request: messagePlacedByTemplate || !values.message ? [] : [{ text: values.message, style: 'paragraph' }],
    respond: options.respond,
  });
}
