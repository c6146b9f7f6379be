import { describe, it } from 'node:test';
import { expect } from 'expect';
import { Complaint, type AuthorityResponseInput } from './complaint.entity.js';
import { deriveResponseToken, hashResponseToken, ResponseLink } from './response-link.entity.js';

const ADMIN = { id: 'a1', email: 'desk@goa.gov.in', name: 'Desk Officer' };
const OFFICER = { email: 'co@goa.gov.in', name: 'Shri R. Gaonkar' };
const FORWARDED_AT = new Date('2026-12-01T04:30:00Z');
const NOW = new Date('2026-12-02T04:30:00Z');

function forwarded(): Complaint {
  const { complaint } = Complaint.file({
    id: '7d0f6a8e-3c1b-4f5e-9a2d-1b2c3d4e5f60',
    publicId: 'GOA-2026-000001',
    reporter: { id: 'u1', email: 'asha@example.in' },
    category: { key: 'roads', name: 'Roads', subcategories: ['Potholes'] },
    subcategory: 'Potholes',
    title: 'Deep pothole',
    location: 'Panaji',
    photos: ['/uploads/a.jpg'],
    photoLimit: 1,
    authorizeRepresentative: true,
    coordinates: { lat: 15.4989, lng: 73.8278, source: 'exif' },
    authorityRecipients: [],
    now: new Date('2026-11-30T10:00:00Z'),
  });
  complaint.forward(
    [{ authorityEmail: OFFICER.email, authorityName: OFFICER.name, authorityDesignation: 'Chief Officer', authorityDepartment: 'CCP' }],
    'Please act',
    ADMIN,
    FORWARDED_AT,
    15,
  );
  return complaint;
}

const answer = (overrides: Partial<AuthorityResponseInput>): AuthorityResponseInput => ({
  action: 'message',
  message: '',
  expectedBy: null,
  photos: [],
  verifiedPhoto: null,
  suggestedOffice: '',
  suggestedEmail: '',
  authority: OFFICER,
  channel: 'link',
  ...overrides,
});

describe('Complaint.recordAuthorityResponse', () => {
  it('acknowledges with an expected date: the status stays, the ladder holds until then, the entry is the authority’s', () => {
    const c = forwarded();
    const expectedBy = new Date('2026-12-20T18:29:59.999Z');
    const events = c.recordAuthorityResponse(answer({ action: 'acknowledge', expectedBy }), { id: null, email: OFFICER.email }, NOW);
    expect(c.status).toBe('forwarded');
    expect(c.escalationHeldUntil).toEqual(expectedBy);
    expect(c.ladderWaitsAt(NOW)).toBe(true);
    expect(c.ladderWaitsAt(new Date('2026-12-21T00:00:00Z'))).toBe(false);
    expect(c.firstAnsweredAt).toEqual(NOW);
    expect(c.updates.at(-1)).toEqual({
      status: 'forwarded',
      date: NOW.toISOString(),
      message: '',
      source: 'authority',
      authorityName: OFFICER.name,
      authorityAction: 'acknowledge',
      expectedBy: expectedBy.toISOString(),
    });
    expect(events.map((e) => e.name)).toEqual(['ComplaintAuthorityResponded']);
  });

  it('refuses a missing message, an expected date out of range and a second resolution', () => {
    const c = forwarded();
    const actor = { id: null, email: OFFICER.email };
    expect(() => c.recordAuthorityResponse(answer({ action: 'in_progress' }), actor, NOW)).toThrow('Please add a message.');
    expect(() => c.recordAuthorityResponse(answer({ action: 'acknowledge', expectedBy: new Date('2026-12-01T00:00:00Z') }), actor, NOW)).toThrow(/90 days/);
    expect(() => c.recordAuthorityResponse(answer({ action: 'acknowledge', expectedBy: new Date('2027-03-10T00:00:00Z') }), actor, NOW)).toThrow(/90 days/);
    c.recordAuthorityResponse(answer({ action: 'resolved', message: 'Filled' }), actor, NOW);
    expect(() => c.recordAuthorityResponse(answer({ action: 'resolved', message: 'Again' }), actor, NOW)).toThrow('This complaint is already marked resolved.');
  });

  it('resolves with a verified after-photo and raises the status change as the authority’s, then the answer', () => {
    const c = forwarded();
    const events = c.recordAuthorityResponse(
      answer({ action: 'resolved', message: 'Filled', photos: ['/uploads/b.jpg'], verifiedPhoto: '/uploads/b.jpg' }),
      { id: null, email: OFFICER.email },
      NOW,
    );
    expect(c.status).toBe('resolved');
    expect(c.fixVerified).toBe(true);
    expect(c.fixActionsUntil(NOW)).not.toBeNull();
    expect(events.map((e) => [e.name, (e.payload as { source?: string }).source])).toEqual([
      ['ComplaintStatusChanged', 'authority'],
      ['ComplaintAuthorityResponded', undefined],
    ]);
  });

  it('not ours keeps the status, records the suggestion and pauses the ladder until the next forward', () => {
    const c = forwarded();
    c.recordAuthorityResponse(
      answer({ action: 'not_ours', message: 'PWD road', suggestedOffice: 'PWD VI', suggestedEmail: 'ee@pwd.goa.gov.in' }),
      { id: null, email: OFFICER.email },
      NOW,
    );
    expect(c.status).toBe('forwarded');
    expect(c.returnedNote).toMatchObject({ suggestedOffice: 'PWD VI', suggestedEmail: 'ee@pwd.goa.gov.in', authorityName: OFFICER.name });
    expect(c.ladderWaitsAt(NOW)).toBe(true);
    c.forward(c.authorityRecipients, '', ADMIN, NOW, 15);
    expect(c.returnedAt).toBeNull();
    expect(c.ladderWaitsAt(NOW)).toBe(false);
  });

  it("an email reply reads as a 'reply'", () => {
    const c = forwarded();
    c.recordAuthorityResponse(answer({ action: 'message', message: 'Noted', channel: 'email' }), { id: null, email: OFFICER.email }, NOW);
    expect(c.updates.at(-1)?.authorityAction).toBe('reply');
  });
});

describe('ResponseLink', () => {
  const key = Buffer.alloc(32, 7);
  const input = {
    complaintId: 'c1',
    recipientEmail: ' CO@Goa.gov.in ',
    authorityName: 'Shri R. Gaonkar',
    authorityDesignation: 'Chief Officer',
    language: 'en' as const,
  };

  it('stores only the hash of a 43-character token, derived again for every email', () => {
    const { link, token } = ResponseLink.create(key, input, NOW, new Date(NOW.getTime() + 60 * 86400000));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(link.recipientEmail).toBe('co@goa.gov.in');
    expect(link.tokenHash).toBe(hashResponseToken(token));
    expect(JSON.stringify(link)).not.toContain(token);
    const later = new Date(NOW.getTime() + 10 * 86400000);
    expect(link.extend(key, { ...input, language: 'mr' }, later, new Date(later.getTime() + 60 * 86400000))).toBe(token);
    expect(link.lastLanguage).toBe('mr');
    expect(link.expiresAt.toISOString()).toBe('2027-02-10T04:30:00.000Z');
    expect(deriveResponseToken(Buffer.alloc(32, 8), link.tokenSeed).token).not.toBe(token);
  });

  it('a revoked link is dead, and the next email issues it a new token', () => {
    const { link, token } = ResponseLink.create(key, input, NOW, new Date(NOW.getTime() + 86400000));
    link.revokedAt = NOW;
    expect(link.liveAt(NOW)).toBe(false);
    const fresh = link.extend(key, input, NOW, new Date(NOW.getTime() + 86400000));
    expect(fresh).not.toBe(token);
    expect(link.liveAt(NOW)).toBe(true);
    expect(link.liveAt(new Date(NOW.getTime() + 2 * 86400000))).toBe(false);
  });
});

describe('Complaint.hideAuthorityAnswer', () => {
  const LATER = new Date('2026-12-03T04:30:00Z');

  it('keeps the reason on the answer, audits it, and shows the answer again on unhide', () => {
    const c = forwarded();
    c.recordAuthorityResponse(
      answer({ action: 'in_progress', message: 'Work started', photos: ['/uploads/after.jpg'] }),
      { id: null, email: OFFICER.email },
      NOW,
    );
    const index = c.updates.length - 1;
    const events = c.hideAuthorityAnswer(index, '  Names the reporter  ', ADMIN, LATER);
    expect(c.updates[index]).toMatchObject({
      message: 'Work started',
      photos: ['/uploads/after.jpg'],
      hiddenReason: 'Names the reporter',
      hiddenAt: LATER.toISOString(),
    });
    expect(events.map((e) => [e.name, e.payload])).toEqual([
      [
        'ComplaintAuthorityAnswerHidden',
        { complaintId: 'GOA-2026-000001', answerIndex: index, authorityName: OFFICER.name, hidden: true, reason: 'Names the reporter' },
      ],
    ]);
    expect(c.hideAuthorityAnswer(index, 'Names the reporter', ADMIN, LATER)).toEqual([]);
    const shown = c.hideAuthorityAnswer(index, null, ADMIN, LATER);
    expect(shown.map((e) => e.payload)).toEqual([
      { complaintId: 'GOA-2026-000001', answerIndex: index, authorityName: OFFICER.name, hidden: false, reason: '' },
    ]);
    expect(c.updates[index].hiddenReason).toBeUndefined();
    expect(c.updates[index].hiddenAt).toBeUndefined();
    expect(c.hideAuthorityAnswer(index, null, ADMIN, LATER)).toEqual([]);
  });

  it('refuses a blank reason, and any entry that is not an authority answer as not found', () => {
    const c = forwarded();
    c.recordAuthorityResponse(answer({ action: 'message', message: 'We will inspect' }), { id: null, email: OFFICER.email }, NOW);
    const index = c.updates.length - 1;
    expect(() => c.hideAuthorityAnswer(index, '   ', ADMIN, LATER)).toThrow('Please give the reason for hiding this answer.');
    expect(() => c.hideAuthorityAnswer(0, 'Spam', ADMIN, LATER)).toThrow('This answer was not found.');
    expect(() => c.hideAuthorityAnswer(index + 1, 'Spam', ADMIN, LATER)).toThrow('This answer was not found.');
    expect(() => c.hideAuthorityAnswer(-1, 'Spam', ADMIN, LATER)).toThrow('This answer was not found.');
    expect(c.updates[index].hiddenReason).toBeUndefined();
  });
});
