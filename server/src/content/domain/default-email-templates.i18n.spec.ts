import { describe, it } from 'node:test';
import { expect } from 'expect';
import { EMAIL_TEMPLATE_KEYS } from '@civic/contracts';
import { DEFAULT_EMAIL_TEMPLATES } from './default-email-templates.js';
import { DEFAULT_EMAIL_TEMPLATES_KOK } from './default-email-templates.kok.js';
import { DEFAULT_EMAIL_TEMPLATES_MR } from './default-email-templates.mr.js';
import { DEFAULT_EMAIL_TEMPLATES_HI } from './default-email-templates.hi.js';

type Translated = Record<string, { subject: string; html: string; text: string }>;

/** The sorted, de-duplicated {{placeholder}} names of a template text. */
function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]))].sort();
}

/** The HTML structure of a body: its tags in order, with their attribute names and placeholder-only values. */
function structure(html: string): string[] {
  return [...html.matchAll(/<\/?[a-z][a-z0-9]*(?:\s[^>]*)?>/gi)].map((m) => m[0].replace(/"[^"{}]*"/g, '""'));
}

/** Every difference between English and one translation: keys, placeholder sets per field, HTML structure. */
export function compareEmailTemplates(english: Translated, other: Translated): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) {
    const translated = other[key];
    if (!translated) {
      problems.push(`missing: ${key}`);
      continue;
    }
    for (const field of ['subject', 'html', 'text'] as const) {
      if (typeof translated[field] !== 'string' || translated[field].trim() === '') {
        problems.push(`empty: ${key}.${field}`);
        continue;
      }
      const want = placeholders(english[key][field]).join();
      const got = placeholders(translated[field]).join();
      if (want !== got) problems.push(`placeholders differ at ${key}.${field}: ${want} vs ${got}`);
    }
    if (structure(english[key].html).join('') !== structure(translated.html).join('')) problems.push(`HTML structure differs at ${key}`);
  }
  for (const key of Object.keys(other)) if (!(key in english)) problems.push(`extra: ${key}`);
  return problems;
}

describe('the Konkani, Marathi and Hindi email templates', () => {
  it('the check fails on a missing key, a lost placeholder and a changed HTML structure', () => {
    const en = { a: { subject: 'Hi {{userName}}', html: '<p>{{x}}</p>', text: '{{x}}' }, b: { subject: 's', html: '<p>h</p>', text: 't' } };
    expect(compareEmailTemplates(en, { a: { subject: 'नमस्कार', html: '<div>{{x}}</div>', text: '{{x}}' } })).toEqual([
      'placeholders differ at a.subject: userName vs ',
      'HTML structure differs at a',
      'missing: b',
    ]);
  });

  for (const [language, templates] of [
    ['kok', DEFAULT_EMAIL_TEMPLATES_KOK],
    ['mr', DEFAULT_EMAIL_TEMPLATES_MR],
    ['hi', DEFAULT_EMAIL_TEMPLATES_HI],
  ] as const) {
    it(`${language} has every key, with the English placeholder set in each subject, html and text, and the same HTML`, () => {
      expect(Object.keys(templates).sort()).toEqual([...EMAIL_TEMPLATE_KEYS].sort());
      expect(compareEmailTemplates(DEFAULT_EMAIL_TEMPLATES, templates)).toEqual([]);
    });

    it(`${language} is written in Devanagari (not a copy of English)`, () => {
      for (const key of EMAIL_TEMPLATE_KEYS) {
        expect(templates[key].html).toMatch(/[\u0900-\u097F]/);
        expect(templates[key].text).toMatch(/[\u0900-\u097F]/);
        expect(templates[key].subject).toMatch(/[\u0900-\u097F]/);
      }
    });
  }
});
