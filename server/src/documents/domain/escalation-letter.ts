import { DEFAULT_LOCALE, mapUrl as buildMapUrl, type EscalationLetterPlaceholder, type PdfTemplateContent } from '@civic/contracts';
import { fillPlaceholders } from '../../content/public.js';
import {
  authorityDisplayName,
  citizensReporting,
  formatLetterDate,
  letterFrame,
  s,
  TABLE_LAYOUT,
  urgencyText,
  urlNode,
  type AuthorityLetterOptions,
  type ComplaintFacts,
  type PdfDocumentDefinition,
  type PdfNode,
} from './authority-letter.js';
import { LETTER_TEXT_BY_LOCALE, type LetterText } from './letter-text.js';

/** An authority as the letters address it: a routing contact. */
export interface LetterAuthority {
  name: string;
  designation: string;
  department: string;
  email: string;
}

/**
 * Everything the escalation letter prints (issue 15): the complaint's facts, the step (level 1 or 2, days overdue,
 * due date) and its dates, the appellate contact it is addressed to, the level-0 authority in copy, the photos and
 * the support count. Never the reporter's identity (docs/adr/0049-escalation-letter.md).
 */
export interface EscalationLetterInput extends ComplaintFacts {
  landmark: string;
  urgency: string;
  coordinates: { lat: number; lng: number; outsideBounds: boolean } | null;
  mapUrl: string;
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
  /** Citizens who said 'Me too' (issue 16), the reporter not counted. */
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
    complaintId: s(input.complaintId),
    title: s(input.title),
    category: s(input.category),
    subcategory: s(input.subcategory),
    location: s(input.location),
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
  const safe = s(complaintId)
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `escalation-letter${safe ? `-${safe}` : ''}-level-${Math.trunc(level)}.pdf`;
}

const addressLines = (a: LetterAuthority): string[] => [s(a.designation), s(a.name) !== s(a.designation) ? s(a.name) : '', s(a.department)].filter(Boolean);

/**
 * The pdfmake document of the escalation letter (issue 15), laid out like the authority letter: header title,
 * addressee (the appellate contact) and the level-0 authority in copy, date and reference, subject, the
 * introduction, the summary table (complaint, forward, due date, days overdue, reminder, level, support count,
 * place), the description, the evidence (photo and map links), the complainant section (identity withheld), the
 * authorisation, the request and closing, regards and signature. Template fields get their placeholders filled as
 * plain text.
 */
export function buildEscalationLetterDocument(
  input: EscalationLetterInput,
  content: PdfTemplateContent,
  options: AuthorityLetterOptions = {},
): PdfDocumentDefinition {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const words = LETTER_TEXT_BY_LOCALE[locale];
  const values = escalationLetterValues(input, options, words);
  const field = (name: keyof PdfTemplateContent): string => fillPlaceholders(content[name] ?? '', values);
  const paragraph = (text: string): PdfNode[] => (text ? [{ text, style: 'paragraph' }] : []);
  const heading = (text: string): PdfNode[] => (text ? [{ text, style: 'heading', headlineLevel: 1 }] : []);
  const mapLink = s(input.mapUrl) || (input.coordinates ? buildMapUrl(input.coordinates) : '');
  const forwardedTo = input.forwardedTo;

  const rows: [string, PdfNode][] = [
    [words.complaintId, values.complaintId],
    [words.title, values.title],
    [words.category, values.category],
    [words.subcategory, values.subcategory],
    [words.location, values.location],
    [words.citizensReportingLabel, values.citizensReporting],
    [words.forwardedTo, forwardedTo ? [...addressLines(forwardedTo), s(forwardedTo.email)].filter(Boolean).join(', ') : values.forwardedTo],
    [words.forwardedOn, values.forwardedDate],
    [words.dueDate, values.dueDate],
    [words.daysOverdue, words.daysOverdueValue.replace('{n}', values.daysOverdue)],
    [words.reminderSent, values.reminderDate],
    [words.escalationLevel, values.escalationLevel],
  ];
  if (s(input.landmark)) rows.push([words.landmark, s(input.landmark)]);
  if (s(input.urgency)) rows.push([words.urgency, urgencyText(s(input.urgency), words)]);
  if (s(input.submittedDate)) rows.push([words.submitted, formatLetterDate(input.submittedDate, locale)]);
  if (input.coordinates) {
    const { lat, lng, outsideBounds } = input.coordinates;
    rows.push([words.coordinates, `${lat.toFixed(6)}, ${lng.toFixed(6)}${outsideBounds ? ` ${words.outsideBounds}` : ''}`]);
  }
  if (mapLink) rows.push([words.map, urlNode(mapLink)]);

  const photos = (input.photos ?? []).map(s).filter(Boolean);
  const authority = input.authority;
  const date = formatLetterDate(options.date ?? new Date(), locale);

  return {
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 64],
    info: {
      title: `${field('headerTitle') || 'Escalation letter'} (${values.complaintId})`,
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
          {
            width: '*',
            stack: [
              { text: words.to, style: 'label' },
              ...addressLines(authority),
              ...(s(authority.email) ? [`${words.email}: ${s(authority.email)}`] : []),
              ...(forwardedTo
                ? [
                    { text: words.copyTo, style: 'label', margin: [0, 6, 0, 0] },
                    ...addressLines(forwardedTo),
                    ...(s(forwardedTo.email) ? [s(forwardedTo.email)] : []),
                  ]
                : []),
            ],
          },
          { width: 'auto', stack: [`${words.date}: ${date}`, `${words.reference}: ${values.complaintId}`], alignment: 'right' },
        ],
        margin: [0, 0, 0, 12],
      },
      { text: [{ text: `${words.subject}: `, bold: true }, `${values.title} (${values.location})`], margin: [0, 0, 0, 10] },
      ...paragraph(field('introParagraph')),
      ...heading(field('summaryHeading')),
      {
        table: { widths: [110, '*'], body: rows.map(([label, value]) => [{ text: label, style: 'label' }, value]) },
        layout: TABLE_LAYOUT,
        margin: [0, 0, 0, 8],
      },
      ...(s(input.description)
        ? [
            { text: words.description, style: 'label', margin: [0, 4, 0, 2] },
            { text: s(input.description), style: 'paragraph' },
          ]
        : []),
      ...heading(field('evidenceHeading')),
      ...paragraph(field('evidenceDescription')),
      photos.length
        ? { ol: photos.map((url, i) => ({ text: [`${words.photo} ${i + 1}: `, urlNode(url)] })), style: 'list' }
        : { text: words.noPhotos, style: 'paragraph', italics: true },
      ...heading(field('complainantHeading')),
      { text: words.complainantWithheld, style: 'paragraph' },
      ...heading(field('authorizationHeading')),
      ...paragraph(field('authorizationStatement')),
      ...paragraph(field('authorizationExtra')),
      ...heading(field('requestHeading')),
      ...paragraph(field('closingParagraph')),
      { text: field('regardsText'), margin: [0, 16, 0, 28] },
      ...(values.authorName ? [{ text: values.authorName, bold: true }] : []),
      ...(field('signatureTitle') ? [{ text: field('signatureTitle') }] : []),
    ],
  };
}
