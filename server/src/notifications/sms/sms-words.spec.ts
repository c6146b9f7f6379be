import { describe, it } from 'node:test';
import { expect } from 'expect';
import { LOCALES } from '@civic/contracts';
import { SMS_KINDS } from './sms-kinds.js';
import { complaintShortLink, smsText } from './sms-words.js';

const VALUES = {
  complaintId: 'GOA-2026-000123',
  link: complaintShortLink('https://portal.example', 'GOA-2026-000123'),
  headline: 'Work is in progress',
  status: 'In progress',
  step: 'Level 1',
  code: '482913',
  minutes: 10,
};

describe('SMS texts: short, in the reader’s language, with the complaint id and its short link', () => {
  it('fills every placeholder of every kind in every language, and the complaint ones carry the id and link', () => {
    for (const locale of LOCALES) {
      for (const kind of SMS_KINDS) {
        const text = smsText(kind, locale, VALUES);
        expect(text).not.toMatch(/[{}]/);
        if (kind === 'phone_code') expect(text).toContain('482913');
        else {
          expect(text).toContain('GOA-2026-000123');
          expect(text).toContain('https://portal.example/c/GOA-2026-000123');
        }
        // Under 3 SMS parts even in Devanagari (UCS-2: 67 characters a part).
        expect(text.length).toBeLessThanOrEqual(201);
        if (locale !== 'en') expect(text).toMatch(/[\u0900-\u097F]/);
      }
    }
  });

  it('writes the code SMS in English and Hindi', () => {
    expect(smsText('phone_code', 'en', VALUES)).toBe('Goa Civic: 482913 is your code to verify this phone. It expires in 10 minutes.');
    expect(smsText('phone_code', 'hi', VALUES)).toBe('Goa Civic: इस फ़ोन को सत्यापित करने का आपका कोड 482913 है। यह 10 मिनट में समाप्त हो जाएगा।');
  });
});
