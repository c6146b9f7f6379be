import { DEFAULT_LOCALE, INTL_LOCALES, mapUrl as buildMapUrl, type Locale, type PdfTemplateContent } from '@civic/contracts';
import type { LetterText } from './letter-text.js';

/**
 * The layout the complaint letters share (the authority letter of a forward, the escalation letter of a step):
 * page, styles and footer, the addressee and date block, the summary table with the place rows, the description,
 * the evidence list, and the closing sections in one order. Each letter supplies only what differs: its addressee
 * lines, its summary rows, the complainant section and the request.
 */

/** A pdfmake document definition (pdfmake 0.3 has no bundled types); only plain strings are passed as text. */
export type PdfNode = string | PdfNode[] | { [key: string]: unknown };
export interface PdfDocumentDefinition {
  content: PdfNode[];
  [key: string]: unknown;
}

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

/** An authority as the letters address it: a routing contact. */
export interface LetterAuthority {
  name: string;
  designation: string;
  department: string;
  email: string;
}

/** The authority's address lines: designation, name (when it differs) and department, blanks left out. */
export const addressLines = (a: LetterAuthority): string[] =>
  [s(a.designation), s(a.name) !== s(a.designation) ? s(a.name) : '', s(a.department)].filter(Boolean);

/** Where the complaint is, as both letters print it below their own summary rows. */
export interface LetterPlace {
  landmark: string;
  /** low, medium, high or critical. */
  urgency: string;
  /** When the complaint was filed, ISO 8601. */
  submittedDate: string;
  /** Degrees (WGS 84); `outsideBounds` when the captured point was just outside Goa. */
  coordinates: { lat: number; lng: number; outsideBounds: boolean } | null;
  /** The map link; built from the coordinates (6 decimals, zoom 18) when empty. */
  mapUrl: string;
}

/** The summary rows after a letter's own: landmark, urgency, filing date, coordinates and map link, each when known. */
export function placeRows(place: LetterPlace, words: LetterText, locale: Locale): [string, PdfNode][] {
  const rows: [string, PdfNode][] = [];
  const mapLink = s(place.mapUrl) || (place.coordinates ? buildMapUrl(place.coordinates) : '');
  if (s(place.landmark)) rows.push([words.landmark, s(place.landmark)]);
  if (s(place.urgency)) rows.push([words.urgency, urgencyText(s(place.urgency), words)]);
  if (s(place.submittedDate)) rows.push([words.submitted, formatLetterDate(place.submittedDate, locale)]);
  if (place.coordinates) {
    const { lat, lng, outsideBounds } = place.coordinates;
    rows.push([words.coordinates, `${lat.toFixed(6)}, ${lng.toFixed(6)}${outsideBounds ? ` ${words.outsideBounds}` : ''}`]);
  }
  if (mapLink) rows.push([words.map, urlNode(mapLink)]);
  return rows;
}

/** A letter's file name: `<stem>-<complaint id><suffix>.pdf` with only safe characters (the id cut to 80). */
export function letterFilename(stem: string, complaintId: string, suffix = ''): string {
  const safe = s(complaintId)
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${stem}${safe ? `-${safe}` : ''}${suffix}.pdf`;
}

/** What one letter puts into the shared layout. */
export interface LetterParts {
  /** The PDF title when the template's header title is empty ('Authority letter'). */
  fallbackTitle: string;
  locale: Locale;
  words: LetterText;
  /** The letter's date (default: now). */
  date?: Date;
  /** A template field with its placeholders filled. */
  field: (name: keyof PdfTemplateContent) => string;
  values: { complaintId: string; title: string; location: string; authorName: string };
  /** The left column under "To": address lines, email, copies. */
  addressee: PdfNode[];
  /** The summary table's rows, place rows included. */
  summaryRows: [string, PdfNode][];
  description: string;
  /** Absolute photo URLs, listed as evidence links. */
  photos: string[];
  /** What follows the complainant heading (the reporter's table, the anonymity notice, the identity withheld). */
  complainant: PdfNode[];
  /** What follows the request heading before the closing paragraph (the admin's note). */
  request: PdfNode[];
  /** The addressee's response link, printed as text and QR code after the request. */
  respond?: LetterRespondLink;
}

/** An addressee's response link ({PUBLIC_URL}/respond/{token}) and its QR code as a PNG data URL. */
export interface LetterRespondLink {
  url: string;
  qrPng: string;
  /** ISO 8601: the date to answer by, printed above the link with the ways to answer; absent: no such line. */
  dueAt?: string | null;
}

/** The response link's block: a heading, a sentence, then the QR code beside the link as text. */
function respondBlock(respond: LetterRespondLink, words: LetterText, locale: Locale): PdfNode[] {
  return [
    { text: words.respondHeading, style: 'heading', headlineLevel: 1 },
    ...(respond.dueAt ? [{ text: words.respondBy.replace('{date}', formatLetterDate(respond.dueAt, locale)), style: 'paragraph' }] : []),
    { text: words.respondText, style: 'paragraph' },
    {
      columns: [
        { width: 96, image: respond.qrPng, fit: [96, 96] },
        { width: '*', stack: [urlNode(respond.url)], margin: [8, 36, 0, 0] },
      ],
      margin: [0, 0, 0, 8],
      unbreakable: true,
    },
  ];
}

/**
 * The pdfmake document of a complaint letter: header title, addressee, date, reference and subject, the
 * introduction, the summary table and description, the evidence (photo and map links), the complainant section,
 * the authorisation, the request and closing, regards and signature. Sections whose template field is empty are
 * left out.
 */
export function letterDocument(parts: LetterParts): PdfDocumentDefinition {
  const { words, values, field } = parts;
  const paragraph = (text: string): PdfNode[] => (text ? [{ text, style: 'paragraph' }] : []);
  const heading = (text: string): PdfNode[] => (text ? [{ text, style: 'heading', headlineLevel: 1 }] : []);
  const photos = parts.photos.map(s).filter(Boolean);
  const date = formatLetterDate(parts.date ?? new Date(), parts.locale);
  return {
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 64],
    info: {
      title: `${field('headerTitle') || parts.fallbackTitle} (${values.complaintId})`,
      author: values.authorName,
      subject: `Complaint ${values.complaintId}: ${values.title}`,
      creator: 'Goa Civic Complaint Portal',
    },
    ...letterFrame(words.footer.replace('{id}', values.complaintId)),
    content: [
      { text: field('headerTitle'), style: 'header' },
      { canvas: [{ type: 'line', x1: 0, y1: 0, x2: 483, y2: 0, lineWidth: 1, lineColor: '#0f3d5e' }], margin: [0, 0, 0, 12] },
      {
        columns: [
          { width: '*', stack: [{ text: words.to, style: 'label' }, ...parts.addressee] },
          { width: 'auto', stack: [`${words.date}: ${date}`, `${words.reference}: ${values.complaintId}`], alignment: 'right' },
        ],
        margin: [0, 0, 0, 12],
      },
      { text: [{ text: `${words.subject}: `, bold: true }, `${values.title} (${values.location})`], margin: [0, 0, 0, 10] },
      ...paragraph(field('introParagraph')),
      ...heading(field('summaryHeading')),
      {
        table: { widths: [110, '*'], body: parts.summaryRows.map(([label, value]) => [{ text: label, style: 'label' }, value]) },
        layout: TABLE_LAYOUT,
        margin: [0, 0, 0, 8],
      },
      ...(s(parts.description)
        ? [
            { text: words.description, style: 'label', margin: [0, 4, 0, 2] },
            { text: s(parts.description), style: 'paragraph' },
          ]
        : []),
      ...heading(field('evidenceHeading')),
      ...paragraph(field('evidenceDescription')),
      photos.length
        ? { ol: photos.map((url, i) => ({ text: [`${words.photo} ${i + 1}: `, urlNode(url)] })), style: 'list' }
        : { text: words.noPhotos, style: 'paragraph', italics: true },
      ...heading(field('complainantHeading')),
      ...parts.complainant,
      ...heading(field('authorizationHeading')),
      ...paragraph(field('authorizationStatement')),
      ...paragraph(field('authorizationExtra')),
      ...heading(field('requestHeading')),
      ...parts.request,
      ...(parts.respond ? respondBlock(parts.respond, words, parts.locale) : []),
      ...paragraph(field('closingParagraph')),
      { text: field('regardsText'), margin: [0, 16, 0, 28] },
      ...(values.authorName ? [{ text: values.authorName, bold: true }] : []),
      ...(field('signatureTitle') ? [{ text: field('signatureTitle') }] : []),
    ],
  };
}
