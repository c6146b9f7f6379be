import { describe, expect, it } from '@jest/globals';
import type { RoutingContactResponse } from '../../api/admin';
import {
  type ContactFormValues,
  EMPTY_CONTACT_FORM,
  cleanRecipients,
  contactChanges,
  contactToForm,
  hasErrors,
  newRecipientRow,
  recipientSummary,
  refreshErrors,
  toUpdateRequest,
  validateContactForm,
} from './contact-form';
import { i18n } from '../../i18n/i18n';
import { BARDEZ_CONTACT } from '../../../test/fixtures';

const t = i18n.t;

const valid: ContactFormValues = { ...EMPTY_CONTACT_FORM, authorityEmail: 'bdo.bardez@goa.gov.in', authorityDesignation: 'Block Development Officer' };

const contact: RoutingContactResponse = {
  ...BARDEZ_CONTACT,
  authorityName: 'R. Naik',
  authorityDepartment: 'Rural Development',
  phone: '0832 226 2206',
  additionalRecipients: [{ authorityEmail: 'mamlatdar.bardez@goa.gov.in', authorityName: '', authorityDesignation: 'Mamlatdar', authorityDepartment: '' }],
  forwardRecipients: [
    {
      authorityEmail: 'bdo.bardez@goa.gov.in',
      authorityName: 'R. Naik',
      authorityDesignation: 'Block Development Officer',
      authorityDepartment: 'Rural Development',
    },
    { authorityEmail: 'mamlatdar.bardez@goa.gov.in', authorityName: '', authorityDesignation: 'Mamlatdar', authorityDepartment: '' },
  ],
};

describe('routing contact edit rules (admin spec section 5)', () => {
  it("requires the authority email ('Authority Email is required') and the designation ('Designation is required')", () => {
    const errors = validateContactForm({ ...EMPTY_CONTACT_FORM, authorityEmail: '   ', authorityDesignation: ' ' }, t);
    expect(errors).toEqual({ authorityEmail: 'Authority Email is required', authorityDesignation: 'Designation is required' });
    expect(hasErrors(errors)).toBe(true);
    expect(validateContactForm(valid, t)).toEqual({});
    expect(hasErrors(validateContactForm(valid, t))).toBe(false);
  });

  it("says 'Invalid email: {value}' for a primary or additional email of the wrong shape, on the row that has it", () => {
    expect(validateContactForm({ ...valid, authorityEmail: 'bdo at goa' }, t).authorityEmail).toBe('Invalid email: bdo at goa');
    const good = newRecipientRow({ authorityEmail: 'ok@goa.gov.in' });
    const bad = newRecipientRow({ authorityEmail: ' mamlatdar@goa ' });
    const errors = validateContactForm({ ...valid, recipients: [good, bad] }, t);
    expect(errors.recipients).toEqual({ [bad.key]: 'Invalid email: mamlatdar@goa' });
    expect(errors.authorityEmail).toBeUndefined();
    expect(hasErrors(errors)).toBe(true);
  });

  it('ignores blank recipient rows, even with a name, and lowercases and de-duplicates the rest (including the primary)', () => {
    const rows = [
      newRecipientRow({ authorityEmail: '  ', authorityName: 'Nobody' }),
      newRecipientRow({ authorityEmail: ' Mamlatdar.Bardez@Goa.gov.in ', authorityDesignation: ' Mamlatdar ' }),
      newRecipientRow({ authorityEmail: 'mamlatdar.bardez@goa.gov.in', authorityName: 'Repeat' }),
      newRecipientRow({ authorityEmail: 'BDO.bardez@goa.gov.in' }),
    ];
    expect(validateContactForm({ ...valid, recipients: rows }, t)).toEqual({});
    expect(cleanRecipients(rows, 'bdo.bardez@goa.gov.in')).toEqual([
      { authorityEmail: 'mamlatdar.bardez@goa.gov.in', authorityName: '', authorityDesignation: 'Mamlatdar', authorityDepartment: '' },
    ]);
  });

  it('allows at most 3 distinct additional recipients', () => {
    const four = ['a', 'b', 'c', 'd'].map((x) => newRecipientRow({ authorityEmail: `${x}@goa.gov.in` }));
    expect(validateContactForm({ ...valid, recipients: four }, t).recipientsTotal).toBe('At most 3 additional recipients');
    expect(validateContactForm({ ...valid, recipients: four.slice(0, 3) }, t).recipientsTotal).toBeUndefined();
  });

  it('builds the PATCH body: trimmed, email lowercased, recipients cleaned', () => {
    expect(
      toUpdateRequest({
        authorityEmail: ' BDO@Goa.gov.in ',
        authorityDesignation: ' BDO ',
        authorityName: ' R. Naik ',
        phone: ' 0832 ',
        active: false,
        recipients: [newRecipientRow({ authorityEmail: 'X@goa.gov.in', authorityName: ' X ' }), newRecipientRow()],
      }),
    ).toEqual({
      authorityEmail: 'bdo@goa.gov.in',
      authorityDesignation: 'BDO',
      authorityName: 'R. Naik',
      phone: '0832',
      active: false,
      escalationLevel: 0,
      language: 'en',
      additionalRecipients: [{ authorityEmail: 'x@goa.gov.in', authorityName: 'X', authorityDesignation: '', authorityDepartment: '' }],
    });
  });

  it('lists the changes for the confirm-changes dialog, and none when nothing changed', () => {
    const form = contactToForm(contact);
    expect(contactChanges(contact, form, t)).toEqual([]);
    const edited: ContactFormValues = {
      ...form,
      authorityEmail: 'BDO2@goa.gov.in',
      active: false,
      recipients: [...form.recipients, newRecipientRow({ authorityEmail: 'dy.collector@goa.gov.in' })],
    };
    expect(contactChanges(contact, edited, t)).toEqual([
      { field: 'Authority Email', from: 'bdo.bardez@goa.gov.in', to: 'bdo2@goa.gov.in' },
      { field: 'Status', from: 'Active', to: 'Inactive' },
      {
        field: 'Additional recipients',
        from: 'mamlatdar.bardez@goa.gov.in · Mamlatdar',
        to: 'mamlatdar.bardez@goa.gov.in · Mamlatdar; dy.collector@goa.gov.in',
      },
    ]);
  });

  it("summarises the Authority Email column as the first recipient plus '+N more'", () => {
    expect(recipientSummary(contact)).toEqual({ first: 'bdo.bardez@goa.gov.in', more: 1 });
    expect(recipientSummary({ ...contact, forwardRecipients: [] })).toEqual({ first: 'bdo.bardez@goa.gov.in', more: 0 });
  });

  it('clears a shown error once its field is fixed, without raising new ones before Save', () => {
    const bad = newRecipientRow({ authorityEmail: 'x@y' });
    const blank: ContactFormValues = { ...EMPTY_CONTACT_FORM, recipients: [bad] };
    const shown = validateContactForm(blank, t);
    expect(Object.keys(shown).sort()).toEqual(['authorityDesignation', 'authorityEmail', 'recipients']);
    const fixedEmail = { ...blank, authorityEmail: 'bdo@goa.gov.in' };
    expect(refreshErrors(shown, fixedEmail, t)).toEqual({ authorityDesignation: 'Designation is required', recipients: { [bad.key]: 'Invalid email: x@y' } });
    const invalidNow = { ...blank, authorityEmail: 'bdo@goa' };
    expect(refreshErrors(shown, invalidNow, t).authorityEmail).toBe('Invalid email: bdo@goa');
    expect(refreshErrors({}, invalidNow, t)).toEqual({});
    const allFixed = { ...fixedEmail, authorityDesignation: 'BDO', recipients: [{ ...bad, authorityEmail: 'x@y.in' }] };
    expect(refreshErrors(shown, allFixed, t)).toEqual({});
  });
});
