import { describe, it } from 'node:test';
import { expect } from 'expect';
import { checkPrimaryAuthority, normaliseAdditionalRecipients } from './recipients.js';

describe('Routing contact recipients (admin spec section 5)', () => {
  it('lowercases, drops blank rows and duplicates (including the primary), keeps order', () => {
    const result = normaliseAdditionalRecipients(
      [
        { authorityEmail: ' AE@Goa.gov.in ', authorityName: ' R. Gaonkar ' },
        { authorityEmail: '' },
        { authorityName: 'no email' },
        { authorityEmail: 'ae@goa.gov.in', authorityName: 'duplicate' },
        { authorityEmail: 'PRIMARY@goa.gov.in' },
        { authorityEmail: 'clerk@goa.gov.in', authorityDepartment: 'Revenue' },
      ],
      'primary@goa.gov.in',
    );
    expect(result).toEqual({
      ok: true,
      recipients: [
        { authorityEmail: 'ae@goa.gov.in', authorityName: 'R. Gaonkar', authorityDesignation: '', authorityDepartment: '' },
        { authorityEmail: 'clerk@goa.gov.in', authorityName: '', authorityDesignation: '', authorityDepartment: 'Revenue' },
      ],
    });
  });

  it("refuses a bad shape with 'Invalid email: {value}' and more than 3 recipients", () => {
    expect(normaliseAdditionalRecipients([{ authorityEmail: 'x@y' }], 'p@goa.gov.in')).toEqual({ ok: false, message: 'Invalid email: x@y' });
    expect(normaliseAdditionalRecipients([{ authorityEmail: 'a b@goa.gov.in' }], 'p@goa.gov.in')).toEqual({
      ok: false,
      message: 'Invalid email: a b@goa.gov.in',
    });
    const four = ['a', 'b', 'c', 'd'].map((x) => ({ authorityEmail: `${x}@goa.gov.in` }));
    expect(normaliseAdditionalRecipients(four, 'p@goa.gov.in')).toEqual({ ok: false, message: 'At most 3 additional recipients' });
    expect(normaliseAdditionalRecipients([...four.slice(0, 3), { authorityEmail: 'A@goa.gov.in' }], 'p@goa.gov.in')).toMatchObject({ ok: true });
  });

  it('requires the primary email and the designation', () => {
    expect(checkPrimaryAuthority('', 'BDO')).toEqual({ field: 'authorityEmail', message: 'Authority Email is required' });
    expect(checkPrimaryAuthority('bdo', 'BDO')).toEqual({ field: 'authorityEmail', message: 'Invalid email: bdo' });
    expect(checkPrimaryAuthority('bdo@goa.gov.in', ' ')).toEqual({ field: 'authorityDesignation', message: 'Designation is required' });
    expect(checkPrimaryAuthority('bdo@goa.gov.in', 'BDO')).toBeNull();
  });
});
