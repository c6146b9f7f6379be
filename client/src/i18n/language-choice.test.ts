import { afterEach, describe, expect, it } from '@jest/globals';
import { Messages } from '@civic/contracts';
import { formatDate, formatNumber, formatRupees, currentIntlLocale } from './format';
import { i18n, languageOfTag, loadLanguage } from './i18n';
import { LANGUAGE_STORAGE_KEY, applyLanguage, browserLanguage, initialLanguage, storedLanguage } from './language-choice';
import { localiseServerMessage, messageKeyOf } from './server-messages';

afterEach(async () => {
  await applyLanguage('en');
  localStorage.clear();
});

describe('choosing the language', () => {
  it('reads the browser languages in order, Goan Konkani included', () => {
    expect(languageOfTag('hi-IN')).toBe('hi');
    expect(languageOfTag('mr')).toBe('mr');
    expect(languageOfTag('gom-Deva-IN')).toBe('kok');
    expect(languageOfTag('fr-FR')).toBeNull();
    expect(browserLanguage(['fr-FR', 'mr-IN', 'hi'])).toBe('mr');
    expect(browserLanguage(['de', 'fr'])).toBe('en');
  });

  it('prefers the choice kept on the device to the browser', () => {
    expect(storedLanguage()).toBeNull();
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hi');
    expect(initialLanguage()).toBe('hi');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(storedLanguage()).toBeNull();
  });

  it('loads Hindi on demand, switches the texts, <html lang> and Intl, and remembers the choice', async () => {
    expect(i18n.hasResourceBundle('hi', 'common')).toBe(false);
    await expect(applyLanguage('hi', { remember: true })).resolves.toBe('hi');
    expect(i18n.hasResourceBundle('hi', 'common')).toBe(true);
    expect(i18n.t('shell:nav.myComplaints')).toBe('मेरी शिकायतें');
    expect(i18n.t('complaints:mine.count', { count: 2 })).toBe('2 शिकायतें');
    expect(document.documentElement.lang).toBe('hi');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(currentIntlLocale()).toBe('hi-IN');
    expect(formatDate('2026-11-22T20:00:00Z')).toBe(
      new Intl.DateTimeFormat('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date('2026-11-22T20:00:00Z')),
    );
    expect(formatNumber(1234567)).toBe(new Intl.NumberFormat('hi-IN').format(1234567));
    expect(formatRupees(19900)).toContain('199.00');

    await applyLanguage('en');
    expect(i18n.t('shell:nav.myComplaints')).toBe('My Complaints');
    expect(document.documentElement.lang).toBe('en');
    expect(formatNumber(1234567)).toBe('12,34,567');
  });

  it('falls back to English for a language whose catalogue folder does not exist', async () => {
    const missing = 'xx' as never;
    await expect(loadLanguage(missing)).resolves.toBe(false);
  });
});

describe("the server's English messages in the chosen language", () => {
  it('finds the key of a spec message, also one with a filled placeholder', () => {
    expect(messageKeyOf(Messages.auth.invalidCredentials)).toEqual({ key: 'auth.invalidCredentials', values: {} });
    expect(messageKeyOf('Your plan allows at most 3 photo(s) per complaint.')).toEqual({ key: 'complaint.photoLimitExceeded', values: { n: '3' } });
    expect(messageKeyOf('Something nobody wrote')).toBeNull();
  });

  it('keeps English as it is, and shows the Hindi text, else the message of the code, else the server words', async () => {
    expect(localiseServerMessage(Messages.auth.invalidCredentials)).toBe(Messages.auth.invalidCredentials);
    await applyLanguage('hi');
    expect(localiseServerMessage(Messages.auth.invalidCredentials)).toBe('ईमेल या पासवर्ड गलत है');
    expect(localiseServerMessage('Please keep this under 200 characters.')).toBe('कृपया इसे 200 अक्षरों से कम रखें।');
    expect(localiseServerMessage('An unexpected text', 'FORBIDDEN')).toBe('आपको इस कार्रवाई की अनुमति नहीं है।');
    expect(localiseServerMessage('An unexpected text', 'SOMETHING_ELSE')).toBe('An unexpected text');
  });
});
