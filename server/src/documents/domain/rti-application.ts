import type { ComplaintFacts } from './authority-letter.js';
import type { PdfDocumentDefinition, PdfNode } from './letter-layout.js';
import { formatLetterDate } from './letter-layout.js';

/** What the RTI application prints: the complaint's facts, the applicant and the authority. */
export interface RtiApplicationInput extends ComplaintFacts {
  forwardedAt: string | null;
  dueAt: string | null;
  /** The level-0 authority (the public authority whose PIO is addressed). */
  authority: { name: string; designation: string; department: string; email: string };
  applicant: { name: string; email: string; phone: string };
  /** Reminders and escalations already sent, oldest first. */
  steps: { level: number; kind: string; at: string; recipients: string[] }[];
}

/**
 * The RTI application (docs/adr/0048-escalation-ladder.md): a request under section 6(1) of the Right to
 * Information Act, 2005 to the Public Information Officer of the authority the complaint was forwarded to, asking
 * for the action taken on the complaint, the officer responsible and the reasons for the delay, with the
 * complaint's facts and the escalations already sent. A fixed built-in layout (A4, Roboto); values are printed as
 * plain text. The applicant signs and pays the application fee (Rs 10 in Goa) when submitting it.
 */
export function buildRtiApplicationDocument(input: RtiApplicationInput, date: Date): PdfDocumentDefinition {
  const office = [input.authority.designation, input.authority.department].filter(Boolean).join(', ') || 'the public authority concerned';
  const steps: PdfNode[] = input.steps.map(
    (s) => `${formatLetterDate(s.at)}: ${s.kind === 'reminder' ? 'reminder to the authority' : `escalation to level ${s.level}`} (${s.recipients.join(', ')})`,
  );
  const fact = (label: string, value: string) => ({ text: [{ text: `${label}: `, bold: true }, value || '—'], margin: [0, 0, 0, 2] });
  return {
    pageSize: 'A4',
    pageMargins: [56, 56, 56, 56],
    info: { title: `RTI application (${input.complaintId})`, author: input.applicant.name, creator: 'Goa Civic Complaint Portal' },
    defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25, color: '#1f2937' },
    content: [
      { text: 'FORM A: APPLICATION UNDER SECTION 6(1) OF THE RIGHT TO INFORMATION ACT, 2005', bold: true, alignment: 'center', fontSize: 12 },
      { text: `Date: ${formatLetterDate(date)}`, alignment: 'right', margin: [0, 12, 0, 12] },
      { text: 'To', bold: true },
      'The Public Information Officer',
      office,
      input.authority.email ? `Email: ${input.authority.email}` : '',
      { text: `Subject: Information on the action taken on civic complaint ${input.complaintId}`, bold: true, margin: [0, 12, 0, 8] },
      { text: '1. Particulars of the complaint', bold: true, margin: [0, 6, 0, 4] },
      fact('Complaint ID', input.complaintId),
      fact('Title', input.title),
      fact('Category', `${input.category} — ${input.subcategory}`),
      fact('Location', input.location),
      fact('Filed on', formatLetterDate(input.submittedDate)),
      fact('Forwarded to your office on', input.forwardedAt ? formatLetterDate(input.forwardedAt) : '—'),
      fact('Due by', input.dueAt ? formatLetterDate(input.dueAt) : '—'),
      fact('Description', input.description),
      ...(steps.length ? [{ text: 'Reminders and escalations sent:', bold: true, margin: [0, 4, 0, 2] }, { ul: steps }] : []),
      { text: '2. Information sought', bold: true, margin: [0, 10, 0, 4] },
      {
        ol: [
          'The action taken on the above complaint to date, with copies of the file notings, inspection reports and orders.',
          'The name and designation of the officer responsible for acting on the complaint.',
          'The reasons why the complaint was not resolved within the prescribed time, and the date by which it will be resolved.',
          'The action taken on the reminders and escalations listed above.',
        ],
      },
      { text: '3. Applicant', bold: true, margin: [0, 10, 0, 4] },
      fact('Name', input.applicant.name),
      fact('Email', input.applicant.email),
      fact('Phone', input.applicant.phone),
      {
        text:
          'I am a citizen of India. The application fee is paid as prescribed by the Goa Right to Information Rules. Please provide the ' +
          'information within 30 days as required by section 7(1) of the Act.',
        margin: [0, 10, 0, 24],
      },
      { text: 'Signature of the applicant', margin: [0, 24, 0, 0] },
      input.applicant.name,
    ],
  };
}

/** "rti-application-<complaint id>.pdf". */
export function rtiApplicationFilename(complaintId: string): string {
  return `rti-application-${complaintId}.pdf`;
}
