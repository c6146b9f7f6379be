import { describe, it } from 'node:test';
import { expect } from 'expect';
import { isValidVolunteerPhone } from '@civic/contracts';
import { SupportTicket } from './support-ticket.entity.js';
import { VolunteerSubmission } from './volunteer-submission.entity.js';

const admin = { id: '00000000-0000-4000-8000-000000000001', email: 'desk@goa-civic.in' };
const fields = { name: 'Asha', email: 'Asha@Example.in', category: 'Bug' as const, subject: 'Map', message: 'Map is grey' };

describe('SupportTicket', () => {
  it('opens with status open, the email lowercased, a created entry and TicketOpened', () => {
    const { ticket, updates, events } = SupportTicket.open(fields, 'SUP-ABCDE', null);
    expect(ticket).toMatchObject({ code: 'SUP-ABCDE', email: 'asha@example.in', status: 'open', userId: null, resolution: '' });
    expect(updates.map((u) => [u.kind, u.public, u.status])).toEqual([['created', true, 'open']]);
    expect(events.map((e) => e.name)).toEqual(['TicketOpened']);
    expect(events[0].payload).toMatchObject({ code: 'SUP-ABCDE', email: 'asha@example.in', userId: null });
  });

  it('a status change adds a public entry and an event; the same status adds nothing', () => {
    const { ticket } = SupportTicket.open(fields, 'SUP-ABCDE', null);
    const change = ticket.changeStatus('closed', admin);
    expect(change.updates.map((u) => [u.kind, u.public, u.status, u.actorEmail])).toEqual([['status', true, 'closed', admin.email]]);
    expect(change.events[0].payload).toMatchObject({ from: 'open', to: 'closed' });
    expect(ticket.changeStatus('closed', admin)).toEqual({ updates: [], events: [] });
  });

  it('notes are internal; an empty message is refused with the spec words', () => {
    const { ticket } = SupportTicket.open(fields, 'SUP-ABCDE', null);
    const notes = ticket.saveNotes('  called back  ', admin);
    expect(ticket.resolution).toBe('called back');
    expect(notes.updates[0]).toMatchObject({ kind: 'note', public: false });
    expect(ticket.saveNotes('called back', admin).events).toEqual([]);
    expect(() => ticket.sendMessage('   ', admin)).toThrow('Write a message first');
    expect(ticket.sendMessage(' Fixed ', admin).updates[0]).toMatchObject({ kind: 'message', public: true, text: 'Fixed' });
  });
});

describe('VolunteerSubmission', () => {
  it('flips either way, recording when and by whom each time', () => {
    const { submission } = VolunteerSubmission.submit({
      fullName: 'Rohan',
      email: 'R@x.in',
      phone: null,
      interest: 'Donate',
      message: 'Happy to donate monthly',
    });
    expect(submission).toMatchObject({ email: 'r@x.in', status: 'new', reviewedAt: null });
    const at = new Date('2026-11-23T10:00:00Z');
    expect(submission.setStatus('reviewed', admin, at)).toHaveLength(1);
    expect(submission).toMatchObject({ status: 'reviewed', reviewedAt: at, reviewedByEmail: admin.email });
    expect(submission.setStatus('reviewed', admin)).toEqual([]);
    expect(submission.setStatus('new', admin)).toHaveLength(1);
    expect(submission.status).toBe('new');
  });
});

describe('join form phone rule (citizen spec section 5)', () => {
  it('digits, spaces, plus, minus, parentheses, at least 7 digits', () => {
    expect(isValidVolunteerPhone('+91 (982) 201-2345')).toBe(true);
    expect(isValidVolunteerPhone('1234567')).toBe(true);
    expect(isValidVolunteerPhone('123456')).toBe(false);
    expect(isValidVolunteerPhone('98220x12345')).toBe(false);
    expect(isValidVolunteerPhone('+-() ')).toBe(false);
  });
});
