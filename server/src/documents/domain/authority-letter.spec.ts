import { describe, it } from 'node:test';
import { expect } from 'expect';
import { DEFAULT_PDF_TEMPLATES, fillPlaceholders } from '../../content/public.js';
import { authorityLetterFilename, authorityLetterValues, buildAuthorityLetterDocument, citizensReporting, LETTER_TEXT } from './authority-letter.js';
import { formatLetterDate } from './letter-layout.js';
import { SAMPLE_AUTHORITY_LETTER_INPUT } from './sample-authority-letter.js';

const content = DEFAULT_PDF_TEMPLATES.authority_letter.content;

/** Every string printed by a pdfmake document definition (footer excluded). */
function texts(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') out.push(node);
  else if (Array.isArray(node)) node.forEach((n) => texts(n, out));
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) if (k !== 'footer' && k !== 'info') texts(v, out);
  return out;
}

describe('Authority letter (admin spec sections 3 and 9)', () => {
  it('fills PDF placeholders as plain text; unknown placeholders print nothing', () => {
    expect(fillPlaceholders('{{complaintId}} / {{ title }} / {{nope}}', { complaintId: 'C-1', title: '<b>x</b>' })).toBe('C-1 / <b>x</b> / ');
  });

  it("{{citizensReporting}}: the reporter plus each 'Me too', in the summary and the default introduction", () => {
    expect(citizensReporting(0)).toBe('1 citizen reports this');
    expect(citizensReporting(2)).toBe('3 citizens report this');
    const { supportCount: _omitted, ...withoutSupport } = SAMPLE_AUTHORITY_LETTER_INPUT;
    expect(authorityLetterValues(withoutSupport).citizensReporting).toBe('1 citizen reports this');
    const input = { ...SAMPLE_AUTHORITY_LETTER_INPUT, supportCount: 4 };
    expect(authorityLetterValues(input).citizensReporting).toBe('5 citizens report this');
    const all = texts(buildAuthorityLetterDocument(input, content).content);
    expect(all).toContain('5 citizens report this');
    expect(all.find((text) => text.startsWith('The Goa Civic Complaint Portal'))).toContain('(5 citizens report this)');
  });

  it('an anonymous complaint: {{reporterName}} is the anonymity wording and no name, email or phone is printed', () => {
    const input = { ...SAMPLE_AUTHORITY_LETTER_INPUT, reporter: null };
    expect(authorityLetterValues(input).reporterName).toBe(LETTER_TEXT.anonymousReporterName);
    const all = texts(buildAuthorityLetterDocument(input, content).content).join('\n');
    expect(all).toContain(LETTER_TEXT.anonymous);
    expect(all).not.toContain('Asha');
    expect(all).not.toContain('asha.naik@example.in');
    expect(all).not.toContain('98220');
  });

  it('prints the admin note under the request heading unless a field places {{message}} itself', () => {
    const note = SAMPLE_AUTHORITY_LETTER_INPUT.message;
    const count = (c: typeof content) => texts(buildAuthorityLetterDocument(SAMPLE_AUTHORITY_LETTER_INPUT, c).content).filter((t) => t.includes(note)).length;
    expect(count(content)).toBe(1);
    expect(count({ ...content, closingParagraph: 'Note: {{message}}' })).toBe(1);
    expect(texts(buildAuthorityLetterDocument(SAMPLE_AUTHORITY_LETTER_INPUT, { ...content, closingParagraph: 'Note: {{message}}' }).content)).toContain(
      `Note: ${note}`,
    );
  });

  it('addresses the authority by name, then designation, then "the concerned authority"', () => {
    const a = SAMPLE_AUTHORITY_LETTER_INPUT.authority;
    expect(authorityLetterValues(SAMPLE_AUTHORITY_LETTER_INPUT).authorityName).toBe('Shri R. Kamat');
    expect(authorityLetterValues({ ...SAMPLE_AUTHORITY_LETTER_INPUT, authority: { ...a, name: '' } }).authorityName).toBe('Executive Engineer');
    expect(authorityLetterValues({ ...SAMPLE_AUTHORITY_LETTER_INPUT, authority: { ...a, name: '', designation: ' ' } }).authorityName).toBe(
      'the concerned authority',
    );
  });

  it('dates are written in Goa time; file names keep only safe characters', () => {
    expect(formatLetterDate('2026-11-21T20:00:00Z')).toBe('22 November 2026');
    expect(authorityLetterFilename('GCP/2026 #12')).toBe('authority-letter-GCP-2026-12.pdf');
    expect(authorityLetterFilename('')).toBe('authority-letter.pdf');
  });
});
