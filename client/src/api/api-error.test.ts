import { describe, expect, it } from '@jest/globals';
import { type ApiError, allFieldMessages, fieldErrors, messageFor, normaliseFailure } from './api-error';

const error = (overrides: Partial<ApiError>): ApiError => ({
  message: 'Request failed',
  code: 'BAD_REQUEST',
  status: 400,
  details: null,
  fromServer: false,
  ...overrides,
});

describe('messageFor: the message a screen shows for a failed call (spec section 8)', () => {
  it("shows the server's message when it sent one", () => {
    expect(messageFor(error({ message: 'Category not found', code: 'NOT_FOUND', fromServer: true }), 'Failed to save')).toBe('Category not found');
  });

  it('shows the rate-limit wording the client builds for a 429', () => {
    const limited = normaliseFailure({ status: 429, headers: new Headers({ 'Retry-After': '12' }) });
    expect(messageFor(limited, 'Failed to save')).toBe('Too many requests. Try again in 12 seconds.');
    expect(messageFor(normaliseFailure({ status: 429 }), 'Failed to save')).toBe('Too many requests. Please slow down and try again.');
  });

  it("falls back to the screen's default otherwise", () => {
    expect(messageFor(normaliseFailure({ status: 500, statusText: 'Internal Server Error' }), 'Failed to load complaints')).toBe('Failed to load complaints');
    expect(messageFor(new Error('boom'), 'Upload failed')).toBe('Upload failed');
    expect(messageFor(undefined, 'Request failed')).toBe('Request failed');
  });
});

describe('fieldErrors: the first message of each field', () => {
  it('reads details.fields of VALIDATION_FAILED', () => {
    const invalid = error({
      code: 'VALIDATION_FAILED',
      fromServer: true,
      details: { fields: { title: ['Add a short title so we can identify the issue.', 'Too long'], photos: 'Photos must be uploaded through the portal.' } },
    });
    expect(fieldErrors(invalid)).toEqual({ title: 'Add a short title so we can identify the issue.', photos: 'Photos must be uploaded through the portal.' });
    expect(allFieldMessages(invalid)).toEqual(['Add a short title so we can identify the issue.', 'Too long', 'Photos must be uploaded through the portal.']);
  });

  it('reads the field a CONFLICT names, and nothing from other errors', () => {
    expect(fieldErrors(error({ code: 'CONFLICT', details: { fields: { key: ['A category with this key already exists'] } } }))).toEqual({
      key: 'A category with this key already exists',
    });
    expect(fieldErrors(error({ details: null }))).toEqual({});
    expect(fieldErrors(new Error('boom'))).toEqual({});
  });
});
