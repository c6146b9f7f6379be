import { describe, it } from 'node:test';
import { expect } from 'expect';
import { COMPLAINT_STATUSES, URGENCIES } from './complaint-status.js';
import { SUPPORT_CATEGORIES, TICKET_STATUSES } from './support.js';
import {
  countInWords,
  dueInWords,
  moreOnDeskInWords,
  otherIssueInWords,
  reopenedInWords,
  rupeesInWords,
  statusInWords,
  stepInWords,
  supportCategoryInWords,
  ticketStatusInWords,
  urgencyInWords,
} from './email-words.js';

describe('words in a reporter’s email, in the reporter’s language', () => {
  it('keeps the English words the emails always used', () => {
    expect(statusInWords('in_progress')).toBe('in progress');
    expect(statusInWords('resolved', 'en')).toBe('resolved');
    expect(stepInWords({ kind: 'reminder', level: 0 })).toBe('Reminder');
    expect(stepInWords({ kind: 'escalation', level: 2 }, 'en')).toBe('Escalation to level 2');
  });

  it('writes every status and step in Konkani, Marathi and Hindi, never the English words', () => {
    for (const locale of ['kok', 'mr', 'hi'] as const) {
      for (const status of COMPLAINT_STATUSES) expect(statusInWords(status, locale)).not.toMatch(/[A-Za-z]/);
      expect(stepInWords({ kind: 'reminder', level: 0 }, locale)).not.toMatch(/[A-Za-z]/);
      expect(stepInWords({ kind: 'escalation', level: 1 }, locale)).toContain('1');
    }
    expect(statusInWords('in_progress', 'mr')).toBe('कार्यवाही सुरू');
    expect(stepInWords({ kind: 'escalation', level: 2 }, 'hi')).toBe('स्तर 2 तक बढ़ाई गई');
  });

  it('writes urgencies, ticket statuses and support categories in Konkani, Marathi and Hindi, never their codes', () => {
    for (const locale of ['kok', 'mr', 'hi'] as const) {
      for (const urgency of URGENCIES) expect(urgencyInWords(urgency, locale)).not.toMatch(/[A-Za-z]/);
      for (const status of TICKET_STATUSES) expect(ticketStatusInWords(status, locale)).not.toMatch(/[A-Za-z]/);
      // 'बग' (bug) is Konkani's and Marathi's own loanword; every category is written in Devanagari.
      for (const category of SUPPORT_CATEGORIES) expect(supportCategoryInWords(category, locale)).not.toMatch(/[A-Za-z]/);
    }
    expect(urgencyInWords('medium', 'kok')).toBe('मध्यम');
    expect(urgencyInWords('critical', 'hi')).toBe('अति गंभीर');
    expect(urgencyInWords('high')).toBe('high');
    expect(ticketStatusInWords('in_progress')).toBe('in progress');
    expect(ticketStatusInWords('open', 'mr')).toBe('खुले');
  });

  it('writes rupees with ₹, lakh grouping and the language’s digits, and counts in those digits', () => {
    expect(rupeesInWords(23482, 'en')).toBe('₹234.82');
    expect(rupeesInWords(12345678, 'kok')).toBe('₹1,23,456.78');
    expect(rupeesInWords(12345678, 'mr')).toBe('₹१,२३,४५६.७८');
    expect(rupeesInWords(12345678, 'hi')).toBe('₹1,23,456.78');
    expect(countInWords(7, 'mr')).toBe('७');
    expect(countInWords(7, 'en')).toBe('7');
  });

  it('names the free-text issue in the reader’s language and leaves other subcategories as they are', () => {
    expect(otherIssueInWords('Other', 'kok')).toBe('हेर');
    expect(otherIssueInWords('Other: Tree fallen on the wire', 'hi')).toBe('अन्य: Tree fallen on the wire');
    expect(otherIssueInWords('Other: x', 'en')).toBe('Other: x');
    expect(otherIssueInWords('खड्डे', 'mr')).toBe('खड्डे');
  });

  it('writes the digest’s and the reopening’s words in the reader’s language', () => {
    expect(dueInWords('18 November 2026')).toBe('due 18 November 2026');
    expect(dueInWords('१८ नोव्हेंबर, २०२६', 'mr')).toBe('मुदत १८ नोव्हेंबर, २०२६');
    expect(moreOnDeskInWords(12)).toBe('…and 12 more on the complaints desk');
    expect(moreOnDeskInWords(12, 'mr')).toBe('…आणि तक्रार डेस्कवर आणखी १२');
    expect(reopenedInWords({ date: 'D1', message: 'Still broken', dueDate: 'D2' })).toBe(
      'The reporter reopened this complaint on D1, saying the problem is not fixed: "Still broken". Please act by D2.',
    );
    for (const locale of ['kok', 'mr', 'hi'] as const) {
      const words = reopenedInWords({ date: 'D1', message: 'Still broken', dueDate: 'D2' }, locale);
      expect(words).toContain('D1');
      expect(words).toContain('"Still broken"');
      expect(words).toContain('D2');
      expect(words.replace(/D1|D2|Still broken/g, '')).not.toMatch(/[A-Za-z]/);
    }
  });
});
