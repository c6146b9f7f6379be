import { describe, it } from 'node:test';
import { expect } from 'expect';
import { DEFAULT_CATEGORIES } from './categories.js';
import { categoryNameIn, complaintStatusIn, historyLineIn, HISTORY_LINES, subcategoryLabelIn } from './complaint-words.js';
import { formatMessage, PublicMessages } from './messages.js';

const roads = DEFAULT_CATEGORIES.find((c) => c.key === 'roads')!;
const LATIN = /[A-Za-z]/;

describe('Complaint words in the reader language', () => {
  it('names the category and the subcategory from the category translations, position by position', () => {
    expect(categoryNameIn(roads, 'roads', 'kok')).toBe(roads.translations!.kok!.name);
    expect(subcategoryLabelIn(roads, roads.subcategories[0], 'mr')).toBe(roads.translations!.mr!.subcategories![0]);
    expect(subcategoryLabelIn(roads, roads.subcategories[0], 'en')).toBe(roads.subcategories[0]);
    expect(subcategoryLabelIn(roads, 'Other', 'hi')).toBe('अन्य');
    // A deleted category keeps its key, a renamed subcategory its stored words.
    expect(categoryNameIn(undefined, 'old_key', 'kok')).toBe('old_key');
    expect(subcategoryLabelIn(roads, 'A removed issue', 'kok')).toBe('A removed issue');
  });

  it('gives every status in Devanagari in kok, mr and hi', () => {
    for (const locale of ['kok', 'mr', 'hi'] as const) {
      for (const status of ['pending', 'in_progress', 'resolved', 'rejected', 'forwarded']) expect(complaintStatusIn(status, locale)).not.toMatch(LATIN);
    }
    expect(complaintStatusIn('in_progress', 'en')).toBe('In Progress');
  });

  it('translates the lines the server writes and keeps what a person typed', () => {
    expect(historyLineIn(PublicMessages.complaint.submitted, 'kok')).toBe(HISTORY_LINES.submitted.kok);
    expect(historyLineIn(PublicMessages.complaint.submitted, 'en')).toBe('Complaint submitted');
    const reopened = formatMessage(PublicMessages.escalation.reopenedNote, { message: 'Still broken near the school' });
    expect(historyLineIn(reopened, 'mr')).toBe('तक्रारदाराने पुन्हा उघडली: Still broken near the school');
    const reminder = formatMessage(PublicMessages.escalation.reminderNote, { recipients: 'EE <ee@pwd.example>', days: 3 });
    expect(historyLineIn(reminder, 'hi')).toBe('EE <ee@pwd.example> को अनुस्मारक भेजा गया: शिकायत की समय-सीमा 3 दिन पहले बीत चुकी है।');
    // The verified fix line is not read as the shorter 'confirmed the fix' line.
    const verified = formatMessage(PublicMessages.escalation.fixVerifiedNote, { metres: 200 });
    expect(historyLineIn(verified, 'kok')).toContain('200');
    expect(historyLineIn(verified, 'kok')).not.toMatch(LATIN);
    expect(historyLineIn('Sent to the PWD, please wait.', 'kok')).toBe('Sent to the PWD, please wait.');
  });

  it('has every line in every language with the same placeholders', () => {
    for (const lines of Object.values(HISTORY_LINES)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      for (const locale of ['kok', 'mr', 'hi'] as const) {
        expect(names(lines[locale])).toEqual(names(lines.en));
        expect(lines[locale].replace(/\{\w+\}/g, '')).not.toMatch(LATIN);
      }
    }
  });
});
