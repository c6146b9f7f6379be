import { describe, expect, it } from '@jest/globals';
import {
  LOCALE,
  TIME_ZONE,
  browserHasDateData,
  formatBytes,
  formatCoordinates,
  formatDate,
  formatDateTime,
  formatNumber,
  formatPercent,
  formatRupees,
  formatWithCatalogueNames,
  formatYear,
  warmUpFormatters,
} from './format';
import { i18n, loadLanguage } from './i18n';

describe('the one formatting module (en-IN, India time)', () => {
  it('uses the en-IN locale and the Asia/Kolkata time zone', () => {
    expect(LOCALE).toBe('en-IN');
    expect(TIME_ZONE).toBe('Asia/Kolkata');
  });

  it('shows dates and times in India time, and nothing for a missing or unreadable one', () => {
    expect(formatDate('2026-11-22T20:00:00Z')).toBe('23 Nov 2026');
    expect(formatDateTime('2026-11-22T09:35:00Z')).toMatch(/^22 Nov 2026, 3:05\s?pm$/i);
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('loads the locale data in steps, once, and formats the same afterwards', async () => {
    const first = warmUpFormatters();
    expect(warmUpFormatters()).toBe(first);
    await first;
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatDate('2026-11-22T20:00:00Z')).toBe('23 Nov 2026');
  });

  it('groups numbers the Indian way', () => {
    expect(formatNumber(1234567)).toBe('12,34,567');
    expect(formatPercent(0.18)).toBe('18%');
  });

  it('shows amounts stored in paise as rupees with 2 decimals (citizen spec section 9)', () => {
    expect(formatRupees(19900)).toBe('₹199.00');
    expect(formatRupees(12345670)).toBe('₹1,23,456.70');
    expect(formatRupees(0)).toBe('₹0.00');
  });

  it('shows attachment sizes in B, KB and MB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1.0 KB');
    expect(formatBytes(48_213)).toBe('47.1 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
    expect(formatBytes(-1)).toBe('');
  });

  it('shows coordinates as stored, or with all 6 decimals', () => {
    expect(formatCoordinates({ lat: 15.4989, lng: 73.8278 })).toBe('15.4989, 73.8278');
    expect(formatCoordinates({ lat: 15.916, lng: 73.8 })).toBe('15.916, 73.8');
    expect(formatCoordinates({ lat: 15.4989, lng: 73.8276 }, { fixed: true })).toBe('15.498900, 73.827600');
  });

  it('writes dates with the catalogue’s month names where the browser has no date data (Konkani in Chromium), never M11', async () => {
    expect(browserHasDateData('en-IN')).toBe(true);
    // A locale no browser has data for.
    expect(browserHasDateData('qaa-IN')).toBe(false);
    await loadLanguage('kok');
    await i18n.changeLanguage('kok');
    try {
      expect(formatWithCatalogueNames(new Date('2026-11-28T06:30:00Z'), 'DATE')).toBe('28 नोव्हेंबर 2026');
      expect(formatWithCatalogueNames(new Date('2026-11-28T09:35:00Z'), 'DATE_TIME')).toMatch(/^28 नोव्हेंबर 2026, 3:05\sम\.नं\.$/);
      expect(formatDate('2026-11-28T06:30:00Z')).not.toMatch(/M\d/);
      expect(formatDateTime('2026-11-28T06:30:00Z')).not.toMatch(/M\d/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('writes times in Marathi and Hindi with their own words for the part of the day, never AM or PM', async () => {
    for (const language of ['mr', 'hi'] as const) {
      await loadLanguage(language);
      await i18n.changeLanguage(language);
      try {
        for (const iso of ['2026-11-28T03:35:00Z', '2026-11-28T09:35:00Z', '2026-11-28T16:35:00Z']) {
          const time = formatDateTime(iso);
          expect({ language, iso, time, latin: /\b(am|pm)\b/i.test(time) }).toEqual({ language, iso, time, latin: false });
        }
        // 3:05 in the afternoon, India time: दुपार (Marathi, Devanagari digits), दोपहर (Hindi).
        expect(formatDateTime('2026-11-28T09:35:00Z')).toBe(language === 'mr' ? '२८ नोव्हें, २०२६, दुपार ३:०५' : '28 नव॰ 2026, दोपहर 3:05');
      } finally {
        await i18n.changeLanguage('en');
      }
    }
    // English keeps '3:05 pm'.
    expect(formatDateTime('2026-11-28T09:35:00Z')).toMatch(/^28 Nov 2026, 3:05\s?pm$/i);
  });

  it('writes rupees with lakh grouping in the language’s digits, as the server’s emails do', async () => {
    await loadLanguage('mr');
    await i18n.changeLanguage('mr');
    try {
      // Marathi's own currency pattern would group by thousands (₹१२३,४५६.७०).
      expect(formatRupees(12345670)).toBe('₹१,२३,४५६.७०');
    } finally {
      await i18n.changeLanguage('en');
    }
    expect(formatRupees(12345670)).toBe('₹1,23,456.70');
  });

  it('gives the year of the clock in India time, in the language’s digits', async () => {
    // 31 December 2025, 20:00 UTC is already 1 January 2026 in India.
    expect(formatYear(new Date('2025-12-31T20:00:00Z'))).toBe('2026');
    expect(formatYear(null)).toBe('');
    await loadLanguage('mr');
    await i18n.changeLanguage('mr');
    try {
      expect(formatYear(new Date('2026-06-01T00:00:00Z'))).toBe('२०२६');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
