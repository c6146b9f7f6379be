import { describe, it } from 'node:test';
import { expect } from 'expect';
import { PDF_CONTENT_FIELDS } from '@civic/contracts';
import { ValidationError } from '../../kernel/errors/domain-error.js';
import { DEFAULT_PDF_TEMPLATES } from './default-pdf-templates.js';
import { parsePdfTemplateContent, PdfTemplate } from './pdf-template.entity.js';

const defaults = DEFAULT_PDF_TEMPLATES.authority_letter;

function fieldsOf(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return ((error as ValidationError).details as { fields: Record<string, string[]> }).fields;
  }
  throw new Error('expected a ValidationError');
}

describe('PDF template content (admin spec section 3)', () => {
  it('the built-in authority letter fills every field and passes its own rules', () => {
    for (const name of PDF_CONTENT_FIELDS) expect(defaults.content[name]?.length).toBeGreaterThan(0);
    expect(parsePdfTemplateContent(defaults.content)).toEqual(defaults.content);
  });

  it('trims fields, keeps line breaks, drops control characters, and allows an empty authorizationExtra', () => {
    const parsed = parsePdfTemplateContent({ ...defaults.content, headerTitle: '  Letter\r\nTwo\u0007  ', authorizationExtra: '   ' });
    expect(parsed.headerTitle).toBe('Letter\nTwo');
    expect(parsed.authorizationExtra).toBe('');
  });

  it('names every missing required field, every unknown field and every non-text value', () => {
    const { headerTitle: _h, ...rest } = defaults.content;
    const fields = fieldsOf(() => parsePdfTemplateContent({ ...rest, closingParagraph: ' ', regardsText: 7, footerHtml: '<b>x</b>' }));
    expect(fields).toEqual({
      'content.headerTitle': ['Header title is required'],
      'content.closingParagraph': ['Closing paragraph is required'],
      'content.regardsText': ['Regards text must be text'],
      'content.footerHtml': ['Unknown field: footerHtml'],
    });
  });

  it('limits each field to its maximum length', () => {
    expect(fieldsOf(() => parsePdfTemplateContent({ ...defaults.content, summaryHeading: 'x'.repeat(121) }))).toEqual({
      'content.summaryHeading': ['Please keep this under 120 characters.'],
    });
  });

  it('rejects content that is not an object', () => {
    expect(fieldsOf(() => parsePdfTemplateContent('text'))).toEqual({ content: ['Content must be an object of text fields'] });
  });

  it('edit records the changed fields; resetContent restores the default and keeps enabled', () => {
    const t = PdfTemplate.fromDefault(defaults);
    const actor = { id: '00000000-0000-4000-8000-000000000001', email: 'docs@example.in' };
    const [updated] = t.edit({ content: { ...defaults.content, headerTitle: 'New title' }, enabled: false }, defaults, actor);
    expect(updated.name).toBe('PdfTemplateUpdated');
    expect(updated.audit).toMatchObject({ context: 'content', entityType: 'pdf_template', entityId: 'authority_letter' });
    expect(updated.payload).toMatchObject({ changes: ['headerTitle', 'enabled'] });
    expect(t.content?.headerTitle).toBe('New title');
    const [reset] = t.resetContent(defaults, actor);
    expect(reset.name).toBe('PdfTemplateReset');
    expect(t.content).toBeNull();
    expect(t.enabled).toBe(false);
  });
});
