import { Messages } from '@civic/contracts';
import { describe, expect, it } from '@jest/globals';
import { en } from './en/index';
import { DEFAULT_NAMESPACE, NAMESPACES, i18n } from './i18n';

describe('the i18next set-up', () => {
  it('is ready synchronously, in English, with every namespace', () => {
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('en');
    expect(DEFAULT_NAMESPACE).toBe('common');
    expect([...NAMESPACES].sort()).toEqual(Object.keys(en).sort());
  });

  it("takes the spec's messages from libs/contracts by reference", () => {
    expect(en.messages).toBe(Messages);
    expect(i18n.t('messages:complaint.quotaReached')).toBe(Messages.complaint.quotaReached);
  });

  it("fills the spec's {name} placeholders", () => {
    expect(i18n.t('messages:common.tooManyRequestsRetry', { n: 42 })).toBe('Too many requests. Try again in 42 seconds.');
    expect(i18n.t('messages:admin.routing.imported', { N: 3 })).toBe('Imported 3 records');
  });

  it('leaves a literal {{placeholder}} as it is', () => {
    i18n.addResource('en', 'common', 'probe', 'Use a {{placeholder}} address');
    expect(i18n.t('common:probe' as never)).toBe('Use a {{placeholder}} address');
  });
});
