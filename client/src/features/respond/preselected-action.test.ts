import { describe, expect, it } from '@jest/globals';
import { preselectedAction, respondLanguage } from './respond-page';

describe('the action a response link preselects (?action=)', () => {
  it('chooses an offered action, and the default for anything else', () => {
    expect(preselectedAction('in_progress', false)).toBe('in_progress');
    expect(preselectedAction('not_ours', false)).toBe('not_ours');
    expect(preselectedAction('resolved', false)).toBe('resolved');
    expect(preselectedAction(null, false)).toBe('acknowledge');
    expect(preselectedAction('archive', false)).toBe('acknowledge');
    // A resolved complaint is not offered a second resolution.
    expect(preselectedAction('resolved', true)).toBe('message');
    expect(preselectedAction('in_progress', true)).toBe('in_progress');
  });
});

describe('the language the response page opens in', () => {
  it("is the office's, or the browser's when the office has only English", () => {
    expect(respondLanguage('mr', 'hi')).toBe('mr');
    expect(respondLanguage('mr', 'en')).toBe('mr');
    expect(respondLanguage('en', 'kok')).toBe('kok');
    expect(respondLanguage('en', 'en')).toBe('en');
  });
});
