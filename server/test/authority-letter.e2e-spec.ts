import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { PDFParse } from 'pdf-parse';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { ResetPdfTemplateCommand } from '../src/content/application/commands/reset-pdf-template/reset-pdf-template.command.js';
import { SavePdfTemplateCommand } from '../src/content/application/commands/save-pdf-template/save-pdf-template.command.js';
import { PdfTemplatesService } from '../src/content/application/pdf-templates.service.js';
import { DEFAULT_PDF_TEMPLATES } from '../src/content/domain/default-pdf-templates.js';
import { AuthorityLetterRenderer, renderAuthorityLetter, type AuthorityLetterInput } from '../src/documents/application/authority-letter.renderer.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const content = DEFAULT_PDF_TEMPLATES.authority_letter.content;
const actor = { id: '00000000-0000-4000-8000-0000000000aa', email: 'letters@test.goa-civic.local' };

const input: AuthorityLetterInput = {
  complaintId: 'GCP-2026-004711',
  title: 'Overflowing sewage drain at Margao bus stand',
  category: 'Sanitation',
  subcategory: 'Open drains',
  description: 'Sewage has been overflowing onto the footpath for a week; commuters walk through it.',
  location: 'Kadamba bus stand, Margao, South Goa',
  landmark: 'Next to platform 3',
  urgency: 'critical',
  submittedDate: '2026-11-18T08:15:00+05:30',
  coordinates: { lat: 15.2736, lng: 73.9582, outsideBounds: false },
  mapUrl: '',
  photos: ['https://cdn.example.in/c/4711/drain-1.jpg', 'https://cdn.example.in/c/4711/drain-2.jpg'],
  reporter: { name: 'Rohan Dsouza', email: 'rohan.dsouza@example.in', phone: '+91 90110 55555' },
  authority: { name: 'Smt. P. Naik', designation: 'Chief Officer', department: 'Margao Municipal Council', email: 'co-mmc@example.gov.in' },
  message: 'Residents report a strong smell and mosquitoes; please clean and repair the drain.',
  authorName: 'Meera Kamat',
};

async function pdfText(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('Authority letter PDF (admin spec sections 3 and 9)', () => {
  let t: TestApp;

  before(async () => {
    t = await createTestApp({}, { workers: false });
  });
  after(async () => {
    await t.close();
  });

  it('prints the complaint, the date, every section and the named complainant, with placeholders filled', async () => {
    const pdf = await t.app.get(AuthorityLetterRenderer).render(input, content, { date: new Date('2026-11-22T10:00:00+05:30') });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    for (const expected of [
      'GCP-2026-004711',
      'Overflowing sewage drain at Margao bus stand',
      'Kadamba bus stand, Margao, South Goa',
      'Next to platform 3',
      'Critical',
      '18 November 2026',
      '22 November 2026',
      '15.273600, 73.958200',
      'Chief Officer',
      'Smt. P. Naik',
      'Margao Municipal Council',
      'co-mmc@example.gov.in',
      content.headerTitle,
      content.summaryHeading,
      content.evidenceHeading,
      content.complainantHeading,
      content.authorizationHeading,
      content.requestHeading,
      content.regardsText,
      content.signatureTitle,
      'Sewage has been overflowing onto the footpath',
      'drain-1.jpg',
      'Rohan Dsouza',
      'rohan.dsouza@example.in',
      '+91 90110 55555',
      'Residents report a strong smell and mosquitoes',
      'Meera Kamat',
      'registered with us as complaint GCP-2026-004711',
      'forward it to Smt. P. Naik for inspection',
      'the complainant, Rohan Dsouza, authorised',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('{{');
  });

  it('an anonymous complaint shows no reporter name, email or phone, and says the reporter asked to stay anonymous', async () => {
    const pdf = await renderAuthorityLetter({ ...input, reporter: null }, content);
    const text = await pdfText(pdf);
    expect(text).toContain('The complainant asked to remain anonymous');
    expect(text).toContain('the complainant, a citizen who asked to remain anonymous, authorised');
    expect(text).not.toContain('Rohan');
    expect(text).not.toContain('Dsouza');
    expect(text).not.toContain('rohan.dsouza@example.in');
    expect(text).not.toContain('90110');
    expect(text).toContain('GCP-2026-004711');
  });

  it('prints values as plain text (no markup), unknown placeholders empty, and notes missing photos and an outside-bounds point', async () => {
    const pdf = await renderAuthorityLetter(
      { ...input, title: '<b>Broken</b> & "drain"', photos: [], coordinates: { lat: 15.8, lng: 73.65, outsideBounds: true } },
      { ...content, headerTitle: 'Letter {{title}} [{{unknownPlaceholder}}]' },
    );
    const text = await pdfText(pdf);
    expect(text).toContain('Letter <b>Broken</b> & "drain" []');
    expect(text).toContain('No photos were attached to this complaint.');
    expect(text).toContain('(captured just outside the Goa boundary)');
    expect(text).toContain('mlat=15.800000&mlon=73.650000#map=18/15.800000/73.650000');
  });

  it('renderForForward gives a named PDF attachment with the template in effect, and nothing when the template is disabled', async () => {
    const renderer = t.app.get(AuthorityLetterRenderer);
    const templates = t.app.get(PdfTemplatesService);
    const commands = t.app.get(CommandBus);
    const save = (fields: { content?: unknown; enabled?: boolean; locale?: 'en' | 'hi' }) =>
      commands.execute(new SavePdfTemplateCommand('authority_letter', fields, actor));
    await save({ content: { ...content, headerTitle: 'Edited Letter Title' } });
    try {
      const file = await renderer.renderForForward(input);
      expect(file).toMatchObject({ filename: 'authority-letter-GCP-2026-004711.pdf', contentType: 'application/pdf' });
      expect(await pdfText(file!.content)).toContain('Edited Letter Title');

      // In the language chosen on the PDF Templates page; the reporter's Marathi description prints too.
      await save({ locale: 'hi' });
      const hindi = await renderer.renderForForward({ ...input, description: 'बस स्थानकाजवळ गटार तुंबले आहे.' });
      // Text extraction gives Devanagari glyphs in visual order (a vowel sign ि before its consonant), so the
      // checks use words without one.
      const hindiText = await pdfText(hindi!.content);
      expect(hindiText).toContain('सेवा में');
      expect(hindiText).toContain('संख्या GCP-2026-004711');
      expect(hindiText).toContain('GCP-2026-004711');
      expect(hindiText).toContain('गटार');
      expect(hindiText).toContain('गंभीर');
      expect(hindiText).not.toContain('Complaint ID');
      await save({ locale: 'en' });

      await save({ enabled: false });
      expect(await renderer.renderForForward(input)).toBeNull();
      expect(await templates.getActive('authority_letter')).toBeNull();
    } finally {
      await save({ enabled: true });
      await commands.execute(new ResetPdfTemplateCommand('authority_letter', actor));
    }
    expect(await templates.getActive('authority_letter')).toEqual({ content, locale: 'en' });
    // Leave the table as a fresh install has it, for the other API test files of the run.
    await t.app.get(DataSource).query("DELETE FROM pdf_templates WHERE key = 'authority_letter'");
  });
});
