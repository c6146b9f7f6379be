import { describe, it } from 'node:test';
import { expect } from 'expect';
import { DEVANAGARI_FONT, splitScriptRuns, withScriptFonts } from './script-runs.js';

describe('script runs for the PDF fonts', () => {
  it('keeps Devanagari words and the spaces between them in one run, Latin text, digits and punctuation outside it', () => {
    expect(splitScriptRuns('तक्रार क्रमांक: GCP-2026-000123 (पणजी)')).toEqual([
      { text: 'तक्रार क्रमांक', font: DEVANAGARI_FONT },
      { text: ': GCP-2026-000123 (' },
      { text: 'पणजी', font: DEVANAGARI_FONT },
      { text: ')' },
    ]);
    expect(splitScriptRuns('Complaint ID')).toEqual([{ text: 'Complaint ID' }]);
    // Conjuncts with the zero-width joiners and the danda stay whole.
    expect(splitScriptRuns('क्‍ष। ok')).toEqual([{ text: 'क्‍ष।', font: DEVANAGARI_FONT }, { text: ' ok' }]);
  });

  it('rewrites every printed string that holds Devanagari, in content, tables, lists, columns and the footer, and nothing else', () => {
    const doc = {
      info: { title: 'पत्र' },
      styles: { header: { bold: true } },
      content: [
        'plain',
        'मराठी',
        { text: 'हिंदी ok', style: 'header' },
        { text: ['Subject: ', { text: 'विषय', bold: true }] },
        { table: { widths: [110, '*'], body: [[{ text: 'नाव', style: 'label' }, 'Rohan']] } },
        { ol: [{ text: ['फोटो 1: ', { text: 'https://x.in/1.jpg', link: 'https://x.in/1.jpg' }] }] },
        { columns: [{ stack: ['प्रति', 'Chief Officer'] }] },
      ],
      footer: (page: number) => ({ text: `तक्रार · ${page}` }),
    };
    const out = withScriptFonts(doc) as unknown as typeof doc & { content: unknown[] };
    const deva = (text: string) => ({ text, font: DEVANAGARI_FONT });
    expect(out.info).toEqual({ title: 'पत्र' });
    expect(out.styles).toEqual(doc.styles);
    expect(out.content).toEqual([
      'plain',
      { text: [deva('मराठी')] },
      { text: [deva('हिंदी'), { text: ' ok' }], style: 'header' },
      { text: ['Subject: ', { text: [deva('विषय')], bold: true }] },
      { table: { widths: [110, '*'], body: [[{ text: [deva('नाव')], style: 'label' }, 'Rohan']] } },
      { ol: [{ text: [deva('फोटो'), { text: ' 1: ' }, { text: 'https://x.in/1.jpg', link: 'https://x.in/1.jpg' }] }] },
      { columns: [{ stack: [{ text: [deva('प्रति')] }, 'Chief Officer'] }] },
    ]);
    expect((out.footer as (page: number) => unknown)(2)).toEqual({ text: [deva('तक्रार'), { text: ' · 2' }] });
  });

  it('gives a document without Devanagari back unchanged', () => {
    const doc = { content: ['a', { text: ['b', { text: 'c' }] }, { table: { body: [['d']] } }] };
    expect(withScriptFonts(doc)).toEqual(doc);
  });
});
