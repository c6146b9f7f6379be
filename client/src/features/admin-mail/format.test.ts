import { describe, expect, it } from '@jest/globals';
import { formatBytes, formatWhen } from './format';

describe('sent-mail log formatting', () => {
  it('shows attachment sizes in B, KB and MB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(48_213)).toBe('47.1 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(-1)).toBe('');
  });

  it('shows times in India time and nothing for a missing one', () => {
    expect(formatWhen('2026-11-22T09:35:00Z')).toMatch(/22 Nov 2026, 3:05\s?pm/i);
    expect(formatWhen(null)).toBe('');
    expect(formatWhen('not a date')).toBe('');
  });
});
