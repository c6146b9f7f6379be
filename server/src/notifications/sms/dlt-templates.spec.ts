import { describe, it } from 'node:test';
import { expect } from 'expect';
import { kindsWithoutTemplate, parseDltTemplateIds } from './dlt-templates.js';

describe('DLT template ids (one registered template per kind of SMS)', () => {
  it('maps each kind to its template id, ignoring spaces and empty pairs', () => {
    const ids = parseDltTemplateIds(' phone_code=1107161234567890123 , complaint_update = 1107161234567890124,,');
    expect(ids.get('phone_code')).toBe('1107161234567890123');
    expect(ids.get('complaint_update')).toBe('1107161234567890124');
    expect(ids.get('complaint_resolved')).toBeUndefined();
    expect(kindsWithoutTemplate(ids)).toEqual(['complaint_resolved', 'complaint_escalation_citizen', 'complaint_follow_up']);
  });

  it('is empty when unset', () => {
    expect(parseDltTemplateIds(undefined).size).toBe(0);
    expect(parseDltTemplateIds('').size).toBe(0);
  });

  it('refuses an unknown kind, a missing id and a kind given twice', () => {
    expect(() => parseDltTemplateIds('status=1107')).toThrow(/'status' is not a message kind/);
    expect(() => parseDltTemplateIds('phone_code')).toThrow(/'phone_code' has no template id/);
    expect(() => parseDltTemplateIds('phone_code=')).toThrow(/'phone_code' has no template id/);
    expect(() => parseDltTemplateIds('phone_code=1,phone_code=2')).toThrow(/given twice/);
  });
});
