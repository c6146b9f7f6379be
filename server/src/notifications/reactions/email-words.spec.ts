import { describe, it } from 'node:test';
import { expect } from 'expect';
import { COMPLAINT_STATUSES } from '@civic/contracts';
import { statusInWords, stepInWords } from './email-words.js';

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
});
