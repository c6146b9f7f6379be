import { describe, it } from 'node:test';
import { expect } from 'expect';
import { attachmentDisposition, safeContentType, safeFilename } from './download-headers.js';

describe('Sent-mail attachment download headers', () => {
  it('keeps the last path segment without quotes or control characters', () => {
    expect(safeFilename('../../etc/pa"ss\r\nwd.pdf')).toBe('passwd.pdf');
    expect(safeFilename('C:\\Users\\x\\letter.pdf')).toBe('letter.pdf');
    expect(safeFilename('...')).toBe('attachment');
    expect(safeFilename(`${'a'.repeat(200)}.pdf`)).toBe(`${'a'.repeat(146)}.pdf`);
  });

  it('writes an ASCII filename and a UTF-8 filename*', () => {
    expect(attachmentDisposition('पत्र letter.pdf')).toBe(`attachment; filename="____ letter.pdf"; filename*=UTF-8''${encodeURIComponent('पत्र letter.pdf')}`);
  });

  it('falls back to application/octet-stream for a malformed type', () => {
    expect(safeContentType('application/pdf')).toBe('application/pdf');
    expect(safeContentType('text/plain; charset=utf-8')).toBe('text/plain');
    expect(safeContentType('text/html\r\nX-Evil: 1')).toBe('application/octet-stream');
  });
});
