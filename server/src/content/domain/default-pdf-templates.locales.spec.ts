import { describe, it } from 'node:test';
import { expect } from 'expect';
import { LOCALES, PDF_CONTENT_FIELDS, PDF_CONTENT_MAX_LENGTH, PDF_TEMPLATE_KEYS } from '@civic/contracts';
import { DEFAULT_PDF_TEMPLATES } from './default-pdf-templates.js';
import { defaultPdfContent, defaultPdfContents, DEFAULT_PDF_TRANSLATIONS } from './default-pdf-templates.locales.js';
import { parsePdfTemplateContent } from './pdf-template.entity.js';

/** The sorted, de-duplicated {{placeholder}} names of a text. */
const placeholders = (text = '') => [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();

describe('PDF template translations', () => {
  for (const locale of ['kok', 'mr', 'hi'] as const) {
    it(`${locale}: every key and field translated, with the English placeholders, and valid as a save`, () => {
      for (const key of PDF_TEMPLATE_KEYS) {
        const english = DEFAULT_PDF_TEMPLATES[key].content;
        const translated = DEFAULT_PDF_TRANSLATIONS[locale][key];
        expect(translated).toBeDefined();
        for (const field of PDF_CONTENT_FIELDS) {
          expect({ field, placeholders: placeholders(translated?.[field]) }).toEqual({ field, placeholders: placeholders(english[field]) });
          expect((translated?.[field] ?? '').length).toBeLessThanOrEqual(PDF_CONTENT_MAX_LENGTH[field]);
          if (english[field]) expect({ field, translated: translated?.[field] !== english[field] }).toEqual({ field, translated: true });
        }
        expect(parsePdfTemplateContent(translated)).toEqual(translated);
      }
    });
  }

  it('English is the built-in default, and every language has content', () => {
    expect(defaultPdfContent('authority_letter')).toBe(DEFAULT_PDF_TEMPLATES.authority_letter.content);
    expect(Object.keys(defaultPdfContents('authority_letter'))).toEqual([...LOCALES]);
    expect(defaultPdfContent('authority_letter', 'mr').summaryHeading).toBe('तक्रारीचा सारांश');
  });
});
