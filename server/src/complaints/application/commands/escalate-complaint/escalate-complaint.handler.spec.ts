import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { DataSource, EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import type { Clock } from '../../../../kernel/clock/clock.js';
import type { DomainEvent } from '../../../../kernel/events/domain-event.js';
import type { AuthorityResolver } from '../../../../routing/public.js';
import { Complaint, type AuthorityRecipient } from '../../../domain/complaint.entity.js';
import { ComplaintEscalationStep } from '../../../domain/escalation-step.entity.js';
import type { ResponseLinkRecipient, ResponseLinksWriter } from '../../response-links.writer.js';
import type { UserAccountsService } from '../../../../identity/public.js';
import { EscalateComplaintCommand } from './escalate-complaint.command.js';
import { EscalateComplaintHandler } from './escalate-complaint.handler.js';
import type { TakeEscalationStepCommand } from '../take-escalation-step/take-escalation-step.command.js';
import { TakeEscalationStepHandler } from '../take-escalation-step/take-escalation-step.handler.js';
import type { CommandBus } from '@nestjs/cqrs';
import { recordingOutbox } from '../../../../kernel/testing/recording-outbox.js';

const REPORTER = { id: 'c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8', email: 'asha@example.in' };
const PUBLIC_ID = 'GOA-2026-000042';
const DAY_MS = 24 * 3600 * 1000;
const officer = (email: string, designation: string): AuthorityRecipient => ({
  authorityEmail: email,
  authorityName: designation,
  authorityDesignation: designation,
  authorityDepartment: 'Revenue',
});
const AUTHORITY = officer('mamlatdar.tiswadi@goa.gov.in', 'Mamlatdar');
const LEVEL_CONTACTS: Record<number, AuthorityRecipient[]> = {
  1: [officer('deputy.collector@goa.gov.in', 'Deputy Collector')],
  2: [officer('collector.north@goa.gov.in', 'Collector')],
};

/** A complaint forwarded on 10 November 2026 with 7 response days: due at the end of 17 November, India time. */
function forwardedComplaint(): Complaint {
  const { complaint } = Complaint.file({
    id: '7d0f6a8e-3c1b-4f5e-9a2d-1b2c3d4e5f60',
    publicId: PUBLIC_ID,
    reporter: REPORTER,
    category: { key: 'roads', name: 'Roads & Potholes', subcategories: ['Potholes'] },
    subcategory: 'Potholes',
    title: 'Deep pothole',
    location: '18th June Road, Panaji',
    photos: ['/uploads/a.jpg'],
    photoLimit: 1,
    authorizeRepresentative: true,
    coordinates: { lat: 15.4989, lng: 73.8278, source: 'exif' },
    geo: { districtCode: '551', subdistrictCode: '5614' },
    authorityRecipients: [],
    now: new Date('2026-11-09T10:00:00Z'),
  });
  complaint.forward([AUTHORITY], '', { id: 'admin', email: 'desk@goa.gov.in', name: 'Desk' }, new Date('2026-11-10T06:00:00Z'), 7);
  // As the row is read back: the column's default, which filing leaves to the database.
  complaint.escalationLevel = 0;
  return complaint;
}
const DUE = new Date('2026-11-17T18:29:59.999Z');

/**
 * The handler and the real TakeEscalationStepHandler over fakes of their boundaries: one complaint row and its escalation
 * steps behind the entity manager, routing's resolver answering the contacts of each level, and an outbox
 * transaction that records the appended events (none when the work throws, as a rollback).
 */
function setUp(contacts: Record<number, AuthorityRecipient[]> = LEVEL_CONTACTS) {
  const complaint = forwardedComplaint();
  const steps: ComplaintEscalationStep[] = [];
  const appended: DomainEvent[] = [];
  const manager = {
    findOne: async (_target: unknown, options: { where: { id?: string; publicId?: string } }) =>
      options.where.id === complaint.id || options.where.publicId === complaint.publicId ? complaint : null,
    find: async () => [...steps].sort((a, b) => a.at.getTime() - b.at.getTime()),
    insert: async (_target: unknown, step: ComplaintEscalationStep) => void steps.push(step),
    save: async (_target: unknown, entity: Complaint) => entity,
  } as unknown as EntityManager;
  const { outbox } = recordingOutbox(manager, appended);
  const resolver = {
    resolve: async (query: { escalationLevel?: number }) => ({ forwardRecipients: contacts[query.escalationLevel ?? 0] ?? [] }),
  } as unknown as AuthorityResolver;
  const dataSource = { manager } as unknown as DataSource;
  let now = new Date(DUE.getTime() + 2 * DAY_MS);
  const clock = { now: () => now } as Clock;
  // The links writer answers the primary's link, as the real one does (its SQL is covered by the API tests).
  const links = {
    issueCarried: async (_manager: EntityManager, _id: string, recipients: readonly ResponseLinkRecipient[], language: string) => ({
      recipientEmail: recipients[0].email,
      replyKey: `key-${language}`,
      tokenSeed: 'seed-1',
    }),
  } as unknown as ResponseLinksWriter;
  const users = { localeOfEmail: async (email: string) => (email.startsWith('deputy') ? 'kok' : 'en') } as unknown as UserAccountsService;
  const take = new TakeEscalationStepHandler(dataSource, outbox, resolver, links, users);
  // The bus hands the rung to its real handler, as Nest's CommandBus does.
  const commands = { execute: (command: TakeEscalationStepCommand) => take.execute(command) } as unknown as CommandBus;
  const handler = new EscalateComplaintHandler(dataSource, commands, clock);
  return { handler, complaint, steps, appended, at: (instant: Date) => (now = instant) };
}

const escalate = (reporter: { id: string; email: string } = REPORTER) => new EscalateComplaintCommand(PUBLIC_ID, reporter);

describe("EscalateComplaintHandler (the reporter's Escalate now, levels 1 and 2)", () => {
  it('escalates an overdue complaint to level 1, copying the authority it was forwarded to, and raises EscalationStepTaken', async () => {
    const { handler, complaint, steps, appended } = setUp();
    const sent = await handler.execute(escalate());
    expect(sent).toEqual({
      complaintId: PUBLIC_ID,
      level: 1,
      kind: 'escalation',
      recipients: ['deputy.collector@goa.gov.in'],
      cc: ['mamlatdar.tiswadi@goa.gov.in'],
      daysOverdue: 2,
    });
    expect(complaint.escalationLevel).toBe(1);
    expect(steps.map((s) => [s.level, s.kind, s.byReporter])).toEqual([[1, 'escalation', true]]);
    expect(appended.map((e) => e.name)).toEqual(['ComplaintEscalationStepTaken']);
    expect(appended[0].payload).toMatchObject({ complaintId: PUBLIC_ID, level: 1, byReporter: true, daysOverdue: 2, cc: ['mamlatdar.tiswadi@goa.gov.in'] });
    // The step carries the primary's link, issued in its transaction in the language of the primary's account.
    expect(appended[0].payload).toMatchObject({ responseLink: { recipientEmail: 'deputy.collector@goa.gov.in', replyKey: 'key-kok', tokenSeed: 'seed-1' } });
  });

  it('answers 404, as for an unknown id, when someone other than the reporter asks', async () => {
    const { handler, appended } = setUp();
    await expect(handler.execute(escalate({ id: 'f0e1d2c3-b4a5-4968-8776-655443322110', email: 'other@example.in' }))).rejects.toMatchObject({
      status: 404,
      message: Messages.admin.complaints.notFound,
    });
    expect(appended).toEqual([]);
  });

  it('refuses a complaint that is not overdue yet (NOT_OVERDUE)', async () => {
    const { handler, at, steps } = setUp();
    at(new Date(DUE.getTime() - 60_000));
    await expect(handler.execute(escalate())).rejects.toMatchObject({ code: 'NOT_OVERDUE', message: Messages.escalation.notOverdue });
    expect(steps).toEqual([]);
  });

  it('refuses a second escalation within 7 days (ESCALATION_TOO_SOON), then takes level 2, then refuses a third', async () => {
    const { handler, at, steps } = setUp();
    const first = new Date(DUE.getTime() + 2 * DAY_MS);
    at(first);
    await handler.execute(escalate());
    at(new Date(first.getTime() + 6 * DAY_MS));
    await expect(handler.execute(escalate())).rejects.toMatchObject({
      code: 'ESCALATION_TOO_SOON',
      details: { nextAllowedAt: new Date(first.getTime() + 7 * DAY_MS).toISOString() },
    });
    at(new Date(first.getTime() + 7 * DAY_MS));
    expect((await handler.execute(escalate())).recipients).toEqual(['collector.north@goa.gov.in']);
    at(new Date(first.getTime() + 30 * DAY_MS));
    await expect(handler.execute(escalate())).rejects.toMatchObject({ status: 409, message: Messages.escalation.topLevel });
    expect(steps.map((s) => s.level)).toEqual([1, 2]);
  });

  it('refuses (409) when no contact is set up for the next level, and records nothing', async () => {
    const { handler, steps, appended } = setUp({});
    await expect(handler.execute(escalate())).rejects.toMatchObject({ status: 409, message: Messages.escalation.noContact });
    expect(steps).toEqual([]);
    expect(appended).toEqual([]);
  });
});
