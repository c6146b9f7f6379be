import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { ResolutionTrace, ResolvedAuthority } from '../../routing/application/authority-resolver.service.js';
import { Complaint, type AuthorityRecipient } from '../domain/complaint.entity.js';
import { forwardRecipients, summariseRouting } from './complaint-routing.js';

const recipient = (email: string): AuthorityRecipient => ({
  authorityEmail: email,
  authorityName: 'N',
  authorityDesignation: 'D',
  authorityDepartment: 'Dept',
});
const resolved = (level: ResolvedAuthority['level'], emails: string[]): ResolvedAuthority =>
  ({ level, forwardRecipients: emails.map(recipient) }) as unknown as ResolvedAuthority;

describe('Forwarding routing check (admin spec section 4, Forwarding)', () => {
  it('a usable contact at the deepest level: found, hasEmail, isDeepest, recipients from routing', () => {
    const trace: ResolutionTrace = {
      expectedLevel: 'village',
      result: resolved('village', ['sarpanch@goa.gov.in', 'talathi@goa.gov.in']),
      attempts: [
        { level: 'village', location: 'Agonda, Canacona, South Goa', categoryKey: 'roads', outcome: 'missing' },
        { level: 'village', location: 'Agonda, Canacona, South Goa', categoryKey: null, outcome: 'matched' },
      ],
    };
    expect(summariseRouting(trace, [recipient('old@goa.gov.in')])).toEqual({
      found: true,
      hasEmail: true,
      level: 'village',
      expectedLevel: 'village',
      isDeepest: true,
      location: 'Agonda, Canacona, South Goa',
      recipients: [recipient('sarpanch@goa.gov.in'), recipient('talathi@goa.gov.in')],
      recipientsSource: 'routing',
    });
  });

  it('the deepest contact found one level up is not the deepest; an inactive category contact loses to a usable default one', () => {
    const trace: ResolutionTrace = {
      expectedLevel: 'village',
      result: resolved('subdistrict', ['mamlatdar@goa.gov.in']),
      attempts: [
        { level: 'village', location: 'Cola', categoryKey: 'roads', outcome: 'missing' },
        { level: 'village', location: 'Cola', categoryKey: null, outcome: 'missing' },
        { level: 'subdistrict', location: 'Canacona', categoryKey: 'roads', outcome: 'inactive' },
        { level: 'subdistrict', location: 'Canacona', categoryKey: null, outcome: 'matched' },
      ],
    };
    expect(summariseRouting(trace, [])).toMatchObject({ found: true, hasEmail: true, level: 'subdistrict', isDeepest: false, recipientsSource: 'routing' });
  });

  it('a deepest contact without email is found but has no email; the forward would go where resolution fell back', () => {
    const trace: ResolutionTrace = {
      expectedLevel: 'ulb',
      result: resolved('district', ['collector@goa.gov.in']),
      attempts: [
        { level: 'ulb', location: 'Canacona', categoryKey: null, outcome: 'no_email' },
        { level: 'district', location: 'South Goa', categoryKey: null, outcome: 'matched' },
      ],
    };
    expect(summariseRouting(trace, [])).toMatchObject({
      found: true,
      hasEmail: false,
      level: 'ulb',
      isDeepest: true,
      recipients: [recipient('collector@goa.gov.in')],
    });
  });

  it('nothing resolved: not found, recipients stored at filing are used, else none', () => {
    const trace: ResolutionTrace = {
      expectedLevel: 'village',
      result: null,
      attempts: [{ level: 'village', location: 'Cola', categoryKey: null, outcome: 'missing' }],
    };
    expect(summariseRouting(trace, [recipient('filed@goa.gov.in')])).toEqual({
      found: false,
      hasEmail: false,
      level: null,
      expectedLevel: 'village',
      isDeepest: false,
      location: null,
      recipients: [recipient('filed@goa.gov.in')],
      recipientsSource: 'filing',
    });
    expect(forwardRecipients(null, [recipient('  ')])).toEqual({ recipients: [], source: 'none' });
  });
});

describe('Complaint.forward (admin spec section 4)', () => {
  function complaint(): Complaint {
    const c = new Complaint();
    Object.assign(c, {
      id: '00000000-0000-4000-8000-000000000001',
      publicId: 'GOA-2026-000001',
      reporterId: '00000000-0000-4000-8000-000000000002',
      title: 'Pothole',
      status: 'pending',
      updates: [],
      photos: [],
      authorityRecipients: [recipient('filed@goa.gov.in')],
    });
    return c;
  }
  const admin = { id: '00000000-0000-4000-8000-0000000000aa', email: 'desk@goa.gov.in', name: 'Meera Kamat' };

  it('sets forwarded with an update, keeps the recipients and raises ComplaintStatusChanged then ComplaintForwarded', () => {
    const c = complaint();
    const events = c.forward([recipient('co@goa.gov.in'), recipient('')], ' Please act ', admin, new Date('2026-11-22T10:00:00Z'));
    expect(c.status).toBe('forwarded');
    expect(c.updates).toEqual([{ status: 'forwarded', date: '2026-11-22T10:00:00.000Z', message: 'Please act', source: 'admin' }]);
    expect(c.authorityRecipients).toEqual([recipient('co@goa.gov.in')]);
    expect(events.map((e) => e.name)).toEqual(['ComplaintStatusChanged', 'ComplaintForwarded']);
    expect(events[1].payload).toMatchObject({
      complaintId: 'GOA-2026-000001',
      recipients: [recipient('co@goa.gov.in')],
      message: 'Please act',
      actorName: 'Meera Kamat',
    });
    expect(events[1].audit).toEqual({
      context: 'complaints',
      actorId: admin.id,
      actorEmail: admin.email,
      entityType: 'complaint',
      entityId: 'GOA-2026-000001',
    });
  });

  it('refuses without any recipient email and changes nothing', () => {
    const c = complaint();
    let error: (Error & { code?: string; status?: number }) | null = null;
    try {
      c.forward([recipient(' ')], '', admin);
    } catch (e) {
      error = e as Error & { code?: string; status?: number };
    }
    expect([error?.code, error?.status, error?.message]).toEqual([
      'BAD_REQUEST',
      400,
      'No authority email is known for this complaint. Add a routing contact for its location, then forward again.',
    ]);
    expect(c.status).toBe('pending');
    expect(c.updates).toEqual([]);
  });

  it('remove raises ComplaintDeleted with the public id and title', () => {
    const [event] = complaint().remove(admin);
    expect(event).toMatchObject({
      name: 'ComplaintDeleted',
      audit: { actorEmail: 'desk@goa.gov.in' },
      payload: { complaintId: 'GOA-2026-000001', title: 'Pothole' },
    });
  });
});
