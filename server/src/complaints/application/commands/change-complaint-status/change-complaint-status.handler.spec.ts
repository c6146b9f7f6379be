import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { DataSource, EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import type { CategoriesService } from '../../../../content/public.js';
import type { Clock } from '../../../../kernel/clock/clock.js';
import type { DomainEvent } from '../../../../kernel/events/domain-event.js';
import type { AuthorityResolver } from '../../../../routing/public.js';
import { Complaint, type AuthorityRecipient } from '../../../domain/complaint.entity.js';
import type { AdminComplaintViewsService } from '../../admin-complaint-views.service.js';
import { ComplaintRouting } from '../../complaint-routing.js';
import type { ResponseLinkRecipient, ResponseLinksWriter } from '../../response-links.writer.js';
import { ChangeComplaintStatusCommand } from './change-complaint-status.command.js';
import { ChangeComplaintStatusHandler } from './change-complaint-status.handler.js';
import { recordingOutbox } from '../../../../kernel/testing/recording-outbox.js';

const ADMIN = { id: 'a7d3e2c1-0b9f-4e8d-8c7b-6a5f4e3d2c1b', email: 'desk@goa.gov.in', name: 'Desk Officer' };
const NOW = new Date('2026-11-23T06:30:00Z');
const PUBLIC_ID = 'GOA-2026-000042';
const collector = (email: string): AuthorityRecipient => ({
  authorityEmail: email,
  authorityName: 'Collector',
  authorityDesignation: 'Collector',
  authorityDepartment: 'Revenue',
});

function filedComplaint(authorityRecipients: AuthorityRecipient[] = []): Complaint {
  return Complaint.file({
    id: '7d0f6a8e-3c1b-4f5e-9a2d-1b2c3d4e5f60',
    publicId: PUBLIC_ID,
    reporter: { id: 'c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8', email: 'asha@example.in' },
    category: { key: 'roads', name: 'Roads & Potholes', subcategories: ['Potholes'] },
    subcategory: 'Potholes',
    title: 'Deep pothole',
    location: '18th June Road, Panaji',
    photos: ['/uploads/a.jpg'],
    photoLimit: 1,
    authorizeRepresentative: true,
    coordinates: { lat: 15.4989, lng: 73.8278, source: 'exif' },
    geo: { districtCode: '551', subdistrictCode: '5614' },
    authorityRecipients,
    now: new Date('2026-11-20T10:00:00Z'),
  }).complaint;
}

/**
 * The handler over fakes of its boundaries: one complaint row behind the entity manager, routing's resolver answering
 * `resolved`, the categories' response days and an outbox transaction that records what it saved and appended (and
 * nothing when the work throws, as a rollback).
 */
function setUp(complaint: Complaint, resolved: AuthorityRecipient[] | null, responseDays = 7) {
  const saved: Complaint[] = [];
  const appended: DomainEvent[] = [];
  const manager = {
    findOne: async (_target: unknown, options: { where: { publicId: string } }) => (options.where.publicId === complaint.publicId ? complaint : null),
    save: async (_target: unknown, entity: Complaint) => {
      saved.push(entity);
      return entity;
    },
  } as unknown as EntityManager;
  const { outbox } = recordingOutbox(manager, appended);
  const resolver = { resolve: async () => (resolved ? { forwardRecipients: resolved } : null) } as unknown as AuthorityResolver;
  const categories = {
    findByKeys: async (keys: readonly string[]) => new Map(keys.map((key) => [key, { key, responseDays }])),
  } as unknown as CategoriesService;
  const views = { toView: async (c: Complaint) => c } as unknown as AdminComplaintViewsService;
  const clock = { now: () => NOW } as Clock;
  // The links writer answers the first address's link, as the real one does (its SQL is covered by the API tests).
  const issued: { recipients: readonly ResponseLinkRecipient[]; language: string }[] = [];
  const links = {
    issueCarried: async (_manager: EntityManager, _id: string, recipients: readonly ResponseLinkRecipient[], language: string) => {
      issued.push({ recipients, language });
      const first = recipients.find((r) => r.email.trim());
      return first ? { recipientEmail: first.email, replyKey: 'reply-key-1', tokenSeed: 'seed-1' } : null;
    },
  } as unknown as ResponseLinksWriter;
  const handler = new ChangeComplaintStatusHandler(
    { manager } as unknown as DataSource,
    outbox,
    new ComplaintRouting(resolver),
    views,
    categories,
    links,
    clock,
  );
  return { handler, saved, appended, issued };
}

const change = (status: string, message?: string, id = PUBLIC_ID) => new ChangeComplaintStatusCommand(id, status, message, ADMIN);

describe('ChangeComplaintStatusHandler (status changes and forwarding, admin spec section 4)', () => {
  it('saves a status with its update entry and raises ComplaintStatusChanged from the old status to the new one', async () => {
    const { handler, saved, appended } = setUp(filedComplaint(), null);
    await handler.execute(change('in_progress', ' Crew assigned '));
    expect(saved).toHaveLength(1);
    expect(saved[0].status).toBe('in_progress');
    expect(saved[0].updates.at(-1)).toEqual({ status: 'in_progress', date: NOW.toISOString(), message: 'Crew assigned', source: 'admin' });
    expect(appended.map((e) => [e.name, e.payload])).toEqual([
      [
        'ComplaintStatusChanged',
        { complaintId: PUBLIC_ID, reporterId: saved[0].reporterId, from: 'pending', to: 'in_progress', message: 'Crew assigned', source: 'admin' },
      ],
    ]);
    expect(appended[0].audit).toMatchObject({ actorId: ADMIN.id, actorEmail: ADMIN.email, entityId: PUBLIC_ID });
  });

  it('refuses a rejection without a note, an unknown status and an unknown id, and saves nothing', async () => {
    const { handler, saved, appended } = setUp(filedComplaint(), null);
    await expect(handler.execute(change('rejected', '   '))).rejects.toMatchObject({ message: Messages.admin.complaints.rejectionNoteRequired });
    await expect(handler.execute(change('done'))).rejects.toMatchObject({ message: Messages.admin.complaints.statusInvalid });
    await expect(handler.execute(change('in_progress', undefined, 'GOA-2026-999999'))).rejects.toMatchObject({
      status: 404,
      message: Messages.admin.complaints.notFound,
    });
    expect(saved).toEqual([]);
    expect(appended).toEqual([]);
  });

  it('forwards to the recipients routing resolves now, sets the due date from the category response days and raises ComplaintForwarded', async () => {
    const complaint = filedComplaint([collector('old@goa.gov.in')]);
    const { handler, saved, appended, issued } = setUp(complaint, [collector('collector.north@goa.gov.in'), collector('')], 3);
    await handler.execute(change('forwarded', 'Please inspect'));
    // The links are issued in the forward's transaction, in English (the letter's and the email's language).
    expect(issued).toEqual([{ recipients: [{ email: 'collector.north@goa.gov.in', name: 'Collector', designation: 'Collector' }], language: 'en' }]);
    expect(saved[0].status).toBe('forwarded');
    expect(saved[0].authorityRecipients).toEqual([collector('collector.north@goa.gov.in')]);
    // Forwarded on 23 November (India time): due at the end of 26 November, India time.
    expect(saved[0].dueAt?.toISOString()).toBe('2026-11-26T18:29:59.999Z');
    expect(appended.map((e) => e.name)).toEqual(['ComplaintStatusChanged', 'ComplaintForwarded']);
    expect(appended[1].payload).toEqual({
      complaintId: PUBLIC_ID,
      reporterId: complaint.reporterId,
      actorName: ADMIN.name,
      recipients: [collector('collector.north@goa.gov.in')],
      message: 'Please inspect',
      responseLink: { recipientEmail: 'collector.north@goa.gov.in', replyKey: 'reply-key-1', tokenSeed: 'seed-1' },
    });
  });

  it('forwards to the recipients stored at filing when routing resolves none', async () => {
    const { handler, saved } = setUp(filedComplaint([collector('stored@goa.gov.in')]), null);
    await handler.execute(change('forwarded'));
    expect(saved[0].authorityRecipients).toEqual([collector('stored@goa.gov.in')]);
  });

  it('refuses a forward with no recipient at all, and nothing changes', async () => {
    const complaint = filedComplaint([]);
    const { handler, saved, appended } = setUp(complaint, [collector('  ')]);
    await expect(handler.execute(change('forwarded'))).rejects.toMatchObject({ status: 400, message: Messages.admin.complaints.noRecipients });
    expect(complaint.status).toBe('pending');
    expect(complaint.dueAt ?? null).toBeNull();
    expect(saved).toEqual([]);
    expect(appended).toEqual([]);
  });
});
