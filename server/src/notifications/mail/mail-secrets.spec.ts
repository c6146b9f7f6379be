import { describe, it } from 'node:test';
import { expect } from 'expect';
import { linkSecret, printSecretsOnConsole, REDACTED, redactSecrets } from './mail-sender.js';

const TOKEN = 'Zx8_-qW3rT5yU7iO9pA1sD2fG4hJ6kL8zX0cV2bN4m6';

describe('The sent-mail log keeps no working link or code', () => {
  it('takes the token of a query link and the last segment of a path link', () => {
    expect(linkSecret(`https://portal.example.in/reset-password?token=${TOKEN}`)).toBe(TOKEN);
    expect(linkSecret(`https://portal.example.in/claim?token=${TOKEN}`)).toBe(TOKEN);
    expect(linkSecret(`https://portal.example.in/respond/${TOKEN}`)).toBe(TOKEN);
  });

  it("replaces the token's part of every link in the HTML and the text, and leaves the rest of the link", () => {
    const url = `https://portal.example.in/reset-password?token=${TOKEN}`;
    const html = `<p><a href="${url}">Reset</a></p><p>${url}</p>`;
    expect(redactSecrets(html, [TOKEN])).toBe(
      `<p><a href="https://portal.example.in/reset-password?token=${REDACTED}">Reset</a></p><p>https://portal.example.in/reset-password?token=${REDACTED}</p>`,
    );
    expect(redactSecrets('Your code: 48213907. It works for 30 minutes.', ['48213907'])).toBe(`Your code: ${REDACTED}. It works for 30 minutes.`);
    expect(redactSecrets('Nothing secret', [''])).toBe('Nothing secret');
  });

  it('prints the lines that carry a secret on a terminal only, for the person trying the portal on their machine', () => {
    const mail = {
      to: ['asha@example.in'],
      subject: 'Reset your password',
      text: `Hello Asha,\n\nReset it here: https://portal.example.in/reset-password?token=${TOKEN}\n\nThe link works for 60 minutes.`,
      secrets: [TOKEN],
    };
    const written: string[] = [];
    expect(printSecretsOnConsole({ isTTY: true, write: (text: string) => written.push(text) }, mail)).toBe(true);
    expect(written.join('')).toContain(`Reset it here: https://portal.example.in/reset-password?token=${TOKEN}`);
    expect(written.join('')).toContain('asha@example.in');
    expect(written.join('')).not.toContain('Hello Asha');

    // A log file or collector never receives it, nor is anything printed for a message without secrets.
    expect(printSecretsOnConsole({ isTTY: false, write: (text: string) => written.push(text) }, mail)).toBe(false);
    expect(printSecretsOnConsole({ write: (text: string) => written.push(text) }, mail)).toBe(false);
    expect(printSecretsOnConsole({ isTTY: true, write: (text: string) => written.push(text) }, { ...mail, secrets: [] })).toBe(false);
    expect(written).toHaveLength(1);
  });

  it('prints the lines of the links a reporter acts on (Is it fixed?) on a terminal, though they are no secret', () => {
    const written: string[] = [];
    const mail = {
      to: ['asha@example.in'],
      subject: 'Complaint GOA-2026-000001: Resolved by the PWD. Is it fixed?',
      text: 'Resolved by the PWD\n\nHello Asha,\nYes, fixed: https://portal.example.in/dashboard?id=GOA-2026-000001&fixed=yes\n',
      consoleLinks: ['https://portal.example.in/dashboard?id=GOA-2026-000001&fixed=yes'],
    };
    expect(printSecretsOnConsole({ isTTY: true, write: (text: string) => written.push(text) }, mail)).toBe(true);
    expect(written.join('')).toContain('  Yes, fixed: https://portal.example.in/dashboard?id=GOA-2026-000001&fixed=yes\n');
    expect(written.join('')).not.toContain('Hello Asha');
  });
});
