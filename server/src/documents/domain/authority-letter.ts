import {
  DEFAULT_LOCALE,
  INTL_LOCALES,
  mapUrl as buildMapUrl,
  PDF_CONTENT_FIELDS,
  type Locale,
  type PdfPlaceholder,
  type PdfTemplateContent,
} from '@civic/contracts';
import { fillPlaceholders } from '../../content/public.js';
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
export interface AuthorityLetterInput extends ComplaintFacts {
  landmark: string;
  /** low, medium, high or critical. */
  urgency: string;
  /** Degrees (WGS 84); `outsideBounds` when the captured point was just outside Goa. */
  coordinates: { lat: number; lng: number; outsideBounds: boolean } | null;
  /** The map link; built from the coordinates (6 decimals, zoom 18) when empty. */
  mapUrl: string;
  /** Absolute photo URLs, listed as evidence links. */
  photos: string[];
  /** Null when the complaint is anonymous: the letter then shows no name, email or phone. */
  reporter: { name: string; email: string; phone: string } | null;
  authority: { name: string; designation: string; department: string; email: string };
  /** The admin's note to the authority. */
  message: string;
  /** Who signs: the organisation or the admin forwarding the complaint. */
  authorName: string;
  /** Citizens who said 'Me too' on the complaint (issue 16), the reporter not counted; absent means 0. */
  supportCount?: number;
}

/** Options of a rendering: the letter's date (default: now) and language (default English; issue 18). */
export interface AuthorityLetterOptions {
  date?: Date;
  /** The language of the letter's fixed wording and dates, as chosen on the PDF Templates page. */
  locale?: Locale;
}

/** A pdfmake document definition (pdfmake 0.3 has no bundled types); only plain strings are passed as text. */
export type PdfNode = string | PdfNode[] | { [key: string]: unknown };
export interface PdfDocumentDefinition {
  content: PdfNode[];
  [key: string]: unknown;
}

/** The letter's fixed wording in English (docs/adr/0031-authority-letter.md); other languages in letter-text.ts. */
export const LETTER_TEXT: LetterText = LETTER_TEXT_BY_LOCALE.en;

const TIME_ZONE = 'Asia/Kolkata';

/** Thin grey rules between the rows of a label/value table, none around it. */
export const TABLE_LAYOUT = {
  hLineWidth: (i: number, node: { table: { body: unknown[] } }) => (i === 0 || i === node.table.body.length ? 0 : 0.5),
  vLineWidth: () => 0,
  hLineColor: () => '#d1d5db',
  paddingLeft: () => 0,
  paddingRight: () => 8,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};
const MESSAGE_PLACEHOLDER = /\{\{\s*message\s*\}\}/;

/** A value as trimmed text; '' for null and undefined. */
export const s = (value: unknown): string => (value === null || value === undefined ? '' : String(value)).trim();

/**
 * A date as "22 November 2026" in Goa's time zone, in the letter's language (`Intl` with en-IN, kok-IN, mr-IN or
 * hi-IN); the input as given when it is not a date.
 */
export function formatLetterDate(value: Date | string, locale: Locale = DEFAULT_LOCALE): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return s(value);
  return new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(date);
}

/** The authority as addressed in the text: its name, else its designation, else "the concerned authority". */
export function authorityDisplayName(authority: AuthorityLetterInput['authority'], text: LetterText = LETTER_TEXT): string {
  return s(authority.name) || s(authority.designation) || text.authorityFallback;
}

/** The values of the PDF placeholders (admin spec section 9) for one letter, in the letter's language. */
export function authorityLetterValues(input: AuthorityLetterInput, text: LetterText = LETTER_TEXT): Record<PdfPlaceholder, string> {
  return {
    complaintId: s(input.complaintId),
    title: s(input.title),
    category: s(input.category),
    subcategory: s(input.subcategory),
    location: s(input.location),
    reporterName: input.reporter ? s(input.reporter.name) : text.anonymousReporterName,
    authorityName: authorityDisplayName(input.authority, text),
    message: s(input.message),
    authorName: s(input.authorName),
    citizensReporting: citizensReporting(input.supportCount ?? 0, text),
  };
}

/** "N citizens report this" (issue 16): the reporter plus the citizens who said 'Me too'. */
export function citizensReporting(supportCount: number, text: LetterText = LETTER_TEXT): string {
  const n = 1 + Math.max(0, Math.trunc(supportCount));
  return n === 1 ? text.citizensReportingOne : text.citizensReportingMany.replace('{n}', String(n));
}

/** A file name for the letter: "authority-letter-<complaint id>.pdf", with only safe characters. */
export function authorityLetterFilename(complaintId: string): string {
  const safe = s(complaintId)
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `authority-letter${safe ? `-${safe}` : ''}.pdf`;
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A URL printed as a clickable link when it is http(s), else as plain text. */
export function urlNode(url: string): PdfNode {
  return isWebUrl(url) ? { text: url, link: url, style: 'link' } : url;
}

/** The urgency in the letter's words; an unknown value capitalised as given. */
export function urgencyText(value: string, text: LetterText): string {
  if (value in text.urgencies) return text.urgencies[value as keyof LetterText['urgencies']];
  return value ? value[0].toUpperCase() + value.slice(1).replace(/_/g, ' ') : value;
}

/**
 * What every complaint letter shares (the authority and escalation letters): fonts, styles, a heading never alone at
 * the bottom of a page, and the footer `footerTemplate` with `{page}` and `{pages}` filled.
 */
export function letterFrame(footerTemplate: string): Record<string, unknown> {
  return {
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25, color: '#1f2937' },
    styles: {
      header: { fontSize: 15, bold: true, alignment: 'center', color: '#0f3d5e', margin: [0, 0, 0, 6] },
      heading: { fontSize: 12, bold: true, color: '#0f3d5e', margin: [0, 12, 0, 4] },
      paragraph: { margin: [0, 0, 0, 8], alignment: 'justify' },
      label: { bold: true },
      link: { color: '#1d4ed8', decoration: 'underline' },
      list: { margin: [0, 0, 0, 8] },
      small: { fontSize: 9, color: '#4b5563' },
    },
    // A heading never ends a page: it moves to the next page with what follows it.
    pageBreakBefore: (node: { headlineLevel?: number }, followingNodesOnPage: unknown[]) => node.headlineLevel === 1 && followingNodesOnPage.length === 0,
    footer: (page: number, pages: number) => ({
      text: footerTemplate.replace('{page}', String(page)).replace('{pages}', String(pages)),
      style: 'small',
      alignment: 'center',
      margin: [56, 24, 56, 0],
    }),
  };
}

/**
 * The pdfmake document of the authority letter: header title, addressee, date, reference and subject, the
 * introduction, the complaint summary table and description, the evidence (photo and map links), the
 * complainant (or the anonymity notice), the authorisation, the request (the admin's note, unless a template
 * field places {{message}} itself), the closing, regards and signature. Template fields get their
 * placeholders filled as plain text.
 */
export function buildAuthorityLetterDocument(
  input: AuthorityLetterInput,
  content: PdfTemplateContent,
  options: AuthorityLetterOptions = {},
): PdfDocumentDefinition {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const words = LETTER_TEXT_BY_LOCALE[locale];
  const values = authorityLetterValues(input, words);
  const field = (name: keyof PdfTemplateContent): string => fillPlaceholders(content[name] ?? '', values);
  const paragraph = (text: string): PdfNode[] => (text ? [{ text, style: 'paragraph' }] : []);
  const heading = (text: string): PdfNode[] => (text ? [{ text, style: 'heading', headlineLevel: 1 }] : []);

  const authority = input.authority;
  const addressee = [s(authority.designation), s(authority.name) !== s(authority.designation) ? s(authority.name) : '', s(authority.department)].filter(
    Boolean,
  );
  const mapLink = s(input.mapUrl) || (input.coordinates ? buildMapUrl(input.coordinates) : '');

  const summaryRows: [string, PdfNode][] = [
    [words.complaintId, values.complaintId],
    [words.title, values.title],
    [words.category, values.category],
    [words.subcategory, values.subcategory],
    [words.location, values.location],
    [words.citizensReportingLabel, values.citizensReporting],
  ];
  if (s(input.landmark)) summaryRows.push([words.landmark, s(input.landmark)]);
  if (s(input.urgency)) summaryRows.push([words.urgency, urgencyText(s(input.urgency), words)]);
  if (s(input.submittedDate)) summaryRows.push([words.submitted, formatLetterDate(input.submittedDate, locale)]);
  if (input.coordinates) {
    const { lat, lng, outsideBounds } = input.coordinates;
    summaryRows.push([words.coordinates, `${lat.toFixed(6)}, ${lng.toFixed(6)}${outsideBounds ? ` ${words.outsideBounds}` : ''}`]);
  }
  if (mapLink) summaryRows.push([words.map, urlNode(mapLink)]);

  const photos = (input.photos ?? []).map(s).filter(Boolean);
  const evidence: PdfNode[] = [
    ...heading(field('evidenceHeading')),
    ...paragraph(field('evidenceDescription')),
    photos.length
      ? { ol: photos.map((url, i) => ({ text: [`${words.photo} ${i + 1}: `, urlNode(url)] })), style: 'list' }
      : { text: words.noPhotos, style: 'paragraph', italics: true },
  ];

  const reporter = input.reporter;
  const complainant: PdfNode[] = [
    ...heading(field('complainantHeading')),
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
  ];

  const messagePlacedByTemplate = PDF_CONTENT_FIELDS.some((name) => MESSAGE_PLACEHOLDER.test(content[name] ?? ''));
  const request: PdfNode[] = [
    ...heading(field('requestHeading')),
    ...(messagePlacedByTemplate ? [] : paragraph(values.message)),
    ...paragraph(field('closingParagraph')),
  ];

  const date = formatLetterDate(options.date ?? new Date(), locale);
  const footerTemplate = words.footer.replace('{id}', values.complaintId);

  return {
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 64],
    info: {
      title: `${field('headerTitle') || 'Authority letter'} (${values.complaintId})`,
      author: values.authorName,
      subject: `Complaint ${values.complaintId}: ${values.title}`,
      creator: 'Goa Civic Complaint Portal',
    },
    ...letterFrame(footerTemplate),
    content: [
      { text: field('headerTitle'), style: 'header' },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 483, y2: 0, lineWidth: 1, lineColor: '#0f3d5e' }], margin: [0, 0, 0, 12] },
      {
        columns: [
          {
            width: '*',
            stack: [{ text: words.to, style: 'label' }, ...addressee, ...(s(authority.email) ? [`${words.email}: ${s(authority.email)}`] : [])],
          },
          {
            width: 'auto',
            stack: [`${words.date}: ${date}`, `${words.reference}: ${values.complaintId}`],
            alignment: 'right',
          },
        ],
        margin: [0, 0, 0, 12],
      },
      { text: [{ text: `${words.subject}: `, bold: true }, `${values.title} (${values.location})`], margin: [0, 0, 0, 10] },
      ...paragraph(field('introParagraph')),
      ...heading(field('summaryHeading')),
      {
        table: { widths: [110, '*'], body: summaryRows.map(([label, value]) => [{ text: label, style: 'label' }, value]) },
        layout: TABLE_LAYOUT,
        margin: [0, 0, 0, 8],
      },
      ...(s(input.description)
        ? [
            { text: words.description, style: 'label', margin: [0, 4, 0, 2] },
            { text: s(input.description), style: 'paragraph' },
          ]
        : []),
      ...evidence,
      ...complainant,
      ...heading(field('authorizationHeading')),
      ...paragraph(field('authorizationStatement')),
      ...paragraph(field('authorizationExtra')),
      ...request,
      { text: field('regardsText'), margin: [0, 16, 0, 28] },
      ...(values.authorName ? [{ text: values.authorName, bold: true }] : []),
      ...(field('signatureTitle') ? [{ text: field('signatureTitle') }] : []),
    ],
  };
}
