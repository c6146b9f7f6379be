import { describe, it } from 'node:test';
import { expect } from 'expect';
import { ESCALATION_LETTER_PLACEHOLDERS, LOCALES, PDF_CONTENT_FIELDS, PDF_PLACEHOLDERS, PDF_TEMPLATE_KEYS, PDF_TEMPLATE_PLACEHOLDERS } from '@civic/contracts';
import { DEFAULT_PDF_TEMPLATES } from '../../content/public.js';
import { defaultPdfContent } from '../../content/domain/default-pdf-templates.locales.js';
import { buildEscalationLetterDocument, escalationLetterFilename, escalationLetterValues } from './escalation-letter.js';
import { SAMPLE_ESCALATION_LETTER_INPUT } from './sample-authority-letter.js';

const content = DEFAULT_PDF_TEMPLATES.escalation_letter.content;

/** The {{placeholder}} names a text uses. */
const used = (text = '') => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);

/** Every string printed by a pdfmake document definition (footer and info excluded). */
function texts(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) node.forEach((n) => texts(n, out));
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) if (k !== 'footer' && k !== 'info') texts(v, out);
  return out;
}

describe('Escalation letter', () => {
  it('the default texts of every template and language use only the placeholders their template offers', () => {
    expect(PDF_TEMPLATE_PLACEHOLDERS).toEqual({ authority_letter: PDF_PLACEHOLDERS, escalation_letter: ESCALATION_LETTER_PLACEHOLDERS });
    for (const key of PDF_TEMPLATE_KEYS) {
      for (const locale of LOCALES) {
        const text = defaultPdfContent(key, locale);
        const unknown = PDF_CONTENT_FIELDS.flatMap((field) => used(text[field]).filter((name) => !PDF_TEMPLATE_PLACEHOLDERS[key].includes(name)));
        expect({ key, locale, unknown }).toEqual({ key, locale, unknown: [] });
      }
    }
  });

  it('the default text names the complaint, the forward, the due date, days overdue, reminder, level and support count', () => {
    const all = PDF_CONTENT_FIELDS.flatMap((field) => used(content[field]));
    for (const name of [
      'complaintId',
      'title',
      'forwardedTo',
      'forwardedDate',
      'dueDate',
      'daysOverdue',
      'reminderDate',
      'escalationLevel',
      'authorityName',
      'citizensReporting',
    ]) {
      expect({ name, used: all.includes(name) }).toEqual({ name, used: true });
    }
    // The escalation letter never names the reporter.
    expect(all).not.toContain('reporterName');
  });

  it('fills the values in the letter language; a missing reminder says so', () => {
    const values = escalationLetterValues(SAMPLE_ESCALATION_LETTER_INPUT);
    expect(values).toEqual({
      complaintId: 'GCP-2026-000123',
      title: 'Deep pothole near Panaji market',
      category: 'Roads & Potholes',
      subcategory: 'Potholes',
      location: '18th June Road, Panaji, North Goa',
      authorityName: 'Shri P. Naik',
      forwardedTo: 'Shri R. Kamat',
      forwardedDate: '3 November 2026',
      dueDate: '18 November 2026',
      daysOverdue: '8',
      reminderDate: '19 November 2026',
      escalationLevel: '1',
      citizensReporting: '3 citizens report this',
      authorName: 'Complaints Desk',
    });
    expect(escalationLetterValues({ ...SAMPLE_ESCALATION_LETTER_INPUT, reminderAt: null }).reminderDate).toBe('no reminder (escalated by the complainant)');
    expect(escalationLetterValues(SAMPLE_ESCALATION_LETTER_INPUT, { locale: 'hi' }).citizensReporting).toBe('3 नागरिक यह शिकायत करते हैं');
  });

  it('prints the filled default text, the deadline rows and the photos, without any placeholder left', () => {
    const all = texts(buildEscalationLetterDocument(SAMPLE_ESCALATION_LETTER_INPUT, content, { date: new Date('2026-11-26T10:00:00+05:30') }).content);
    const joined = all.join('\n');
    expect(joined).not.toContain('{{');
    expect(all).toContain('Goa Civic Complaint Portal — Overdue Complaint Escalated to Level 1');
    expect(all.find((t) => t.startsWith('The Goa Civic Complaint Portal'))).toContain(
      'was forwarded to Shri R. Kamat on 3 November 2026 and was due to be resolved by 18 November 2026. A reminder was sent on 19 November 2026.',
    );
    expect(all).toEqual(expect.arrayContaining(['Overdue by', '8 day(s)', 'Reminder sent on', 'Escalation level', '3 citizens report this', 'Copy to']));
    expect(all).toEqual(expect.arrayContaining(SAMPLE_ESCALATION_LETTER_INPUT.photos));
    expect(joined).toContain('Date: 26 November 2026');
    expect(joined).toContain('se-circle1-pwd@example.gov.in');
  });

  it('is named after the complaint and the level', () => {
    expect(escalationLetterFilename('GCP-2026-000123', 2)).toBe('escalation-letter-GCP-2026-000123-level-2.pdf');
    expect(escalationLetterFilename('../x y', 1)).toBe('escalation-letter-x-y-level-1.pdf');
  });
});
