import type { ComplaintClaimsWriter } from '../../complaint-claims.writer.js';
import { describe, it } from 'node:test';
import { expect } from 'expect';
import type { EntityManager } from 'typeorm';
import { Messages } from '@civic/contracts';
import type { PlansService } from '../../../../billing/public.js';
import type { CategoriesService } from '../../../../content/public.js';
import type { UserAccountsService } from '../../../../identity/public.js';
import type { AppConfig } from '../../../../kernel/config/app-config.js';
import type { DomainEvent } from '../../../../kernel/events/domain-event.js';
import type { OutboxService } from '../../../../kernel/events/outbox.service.js';
import type { AuthorityResolver, GeographyService } from '../../../../routing/public.js';
import type { Complaint } from '../../../domain/complaint.entity.js';
import { quotaWindow, type QuotaWindow } from '../../../domain/quota-window.js';
import type { ComplaintIdempotencyService } from '../../complaint-idempotency.service.js';
import type { ComplaintIdempotencyWriter } from '../../complaint-idempotency.writer.js';
import type { ComplaintQuotaService } from '../../complaint-quota.service.js';
import type { UploadsWriter } from '../../uploads.writer.js';
import { FileComplaintCommand, type FileComplaintData } from './file-complaint.command.js';
import { FileComplaintHandler } from './file-complaint.handler.js';

const REPORTER = { id: 'c1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8', email: 'asha@example.in', plan: 'Free Citizen' };
const ROADS = { key: 'roads', name: 'Roads & Potholes', subcategories: ['Potholes', 'Other'], responseDays: 7, enabled: true };
const ACCEPTED_PHOTO = '/uploads/2026/11/pothole.jpg';

function filing(fields: Partial<FileComplaintData> = {}): FileComplaintData {
  return {
    category: 'roads',
    subcategory: 'Potholes',
    title: 'Deep pothole',
    location: '18th June Road, Panaji',
    photos: [ACCEPTED_PHOTO],
    authorizeRepresentative: true,
    geo: { districtCode: '551', subdistrictCode: '5614' },
    coordinates: { lat: 15.4989, lng: 73.8278, source: 'exif' },
    ...fields,
  };
}

/**
 * The handler over fakes of its boundaries. The database is a list of the complaints written and a number sequence:
 * the quota's countAndDraw answers from them (the reporter's complaints this month, and the next number only while the
 * plan's limit is not reached), and the outbox transaction hands the work a manager that stages the rows it inserts,
 * then records them with the events returned only when the work succeeds (none when it throws, as a rollback).
 * Accounts, plans, categories, uploads, geography and routing answer fixed values.
 */
function setUp(options: { complaintLimit?: number | null; filedThisMonth?: number } = {}) {
  const written: Complaint[] = [];
  const appended: DomainEvent[] = [];
  const locked: string[] = [];
  let sequence = 41;
  const filedBefore = options.filedThisMonth ?? 0;
  const limit = options.complaintLimit === undefined ? 3 : options.complaintLimit;
  const quota = {
    lock: async (_manager: EntityManager, reporterId: string) => {
      locked.push(reporterId);
    },
    countAndDraw: async (_manager: EntityManager, reporterId: string, _window: QuotaWindow, planLimit: number | null) => {
      const used = filedBefore + written.filter((c) => c.reporterId === reporterId).length;
      return { used, number: planLimit === null || used < planLimit ? (sequence += 1) : null };
    },
  } as unknown as ComplaintQuotaService;
  const outbox = {
    transaction: async <T>(work: (manager: EntityManager) => Promise<{ result: T; events: readonly DomainEvent[] }>): Promise<T> => {
      const staged: Complaint[] = [];
      const manager = {
        insert: async (_target: unknown, row: Complaint) => {
          staged.push(row);
        },
      } as unknown as EntityManager;
      const { result, events } = await work(manager);
      written.push(...staged);
      appended.push(...events);
      return result;
    },
  } as unknown as OutboxService;
  const users = { sessionAccount: async (id: string) => (id === REPORTER.id ? REPORTER : null) } as unknown as UserAccountsService;
  const plans = { limitsFor: async () => ({ planName: REPORTER.plan, complaintLimit: limit, photoLimit: 1 }) } as unknown as PlansService;
  const categories = { findEnabledByKey: async (key: string) => (key === 'roads' ? { ...ROADS } : null) } as unknown as CategoriesService;
  // Only ACCEPTED_PHOTO comes from the provider; ownership is the API tests' (upload-ownership.e2e-spec.ts).
  const uploads = {
    checkPhotos: async (urls: readonly string[], _owner: unknown, _field: string, invalid: () => Error) => {
      for (const url of urls) if (url !== ACCEPTED_PHOTO) throw invalid();
    },
  } as unknown as UploadsWriter;
  const geography = { nearestPlace: async () => null, catalog: async () => ({ locate: () => ({ ok: true }) }) } as unknown as GeographyService;
  const authorities = {
    resolve: async () => ({
      forwardRecipients: [
        { authorityEmail: 'mamlatdar.tiswadi@goa.gov.in', authorityName: 'Mamlatdar', authorityDesignation: 'Mamlatdar', authorityDepartment: 'Revenue' },
      ],
    }),
  } as unknown as AuthorityResolver;
  const idempotency = { previousAnswer: async () => null } as unknown as ComplaintIdempotencyService;
  const idempotencyWriter = { record: async () => undefined } as unknown as ComplaintIdempotencyWriter;
  const config = { DB_POOL_SIZE: 10, WORKER_CONCURRENCY: 1, NOTIFICATIONS_CONCURRENCY: 1, RUN_WORKERS: false } as AppConfig;
  // Claim links are written only for Open311 filings by email, which these cases do not make.
  const claims = { issue: async () => undefined } as unknown as ComplaintClaimsWriter;
  const handler = new FileComplaintHandler(
    users,
    plans,
    categories,
    uploads,
    quota,
    geography,
    authorities,
    outbox,
    idempotency,
    idempotencyWriter,
    claims,
    config,
  );
  return { handler, written, appended, locked };
}

describe('FileComplaintHandler (citizen spec sections 3 and 9: filing and the monthly quota)', () => {
  it('files a pending complaint with the next public id and the resolved authority, and raises ComplaintFiled', async () => {
    const { handler, written, appended, locked } = setUp();
    const result = await handler.execute(new FileComplaintCommand(REPORTER.id, filing()));
    expect(result).toEqual({ id: expect.stringMatching(/^GOA-20\d\d-000042$/), uuid: written[0].id, replayed: false });
    expect(locked).toEqual([REPORTER.id]);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ publicId: result.id, reporterId: REPORTER.id, status: 'pending', title: 'Deep pothole', categoryKey: 'roads' });
    expect(written[0].authorityRecipients.map((r) => r.authorityEmail)).toEqual(['mamlatdar.tiswadi@goa.gov.in']);
    expect(appended.map((e) => e.name)).toEqual(['ComplaintFiled']);
    expect(appended[0].payload).toMatchObject({ complaintId: result.id, reporterId: REPORTER.id, authorityEmails: ['mamlatdar.tiswadi@goa.gov.in'] });
  });

  it('refuses the filing over the plan limit with QUOTA_EXCEEDED (used, limit, reset at the next month), writing nothing', async () => {
    const { handler, written, appended } = setUp({ complaintLimit: 3, filedThisMonth: 2 });
    await handler.execute(new FileComplaintCommand(REPORTER.id, filing()));
    const now = new Date();
    await expect(handler.execute(new FileComplaintCommand(REPORTER.id, filing()))).rejects.toMatchObject({
      code: 'QUOTA_EXCEEDED',
      message: Messages.complaint.quotaExceeded,
      details: { used: 3, limit: 3, resetAt: quotaWindow(now).end.toISOString() },
    });
    expect(written).toHaveLength(1);
    expect(appended).toHaveLength(1);
  });

  it('an unlimited plan is never refused', async () => {
    const { handler, written } = setUp({ complaintLimit: null, filedThisMonth: 500 });
    await handler.execute(new FileComplaintCommand(REPORTER.id, filing()));
    expect(written).toHaveLength(1);
  });

  it('refuses a category that is not available and a photo not uploaded through the portal, before any transaction', async () => {
    const { handler, written, locked } = setUp();
    await expect(handler.execute(new FileComplaintCommand(REPORTER.id, filing({ category: 'closed_topic' })))).rejects.toMatchObject({
      details: { fields: { category: [Messages.complaint.categoryUnavailable] } },
    });
    await expect(handler.execute(new FileComplaintCommand(REPORTER.id, filing({ photos: ['https://elsewhere.example/p.jpg'] })))).rejects.toMatchObject({
      details: { fields: { photos: [Messages.complaint.photoNotFromProvider] } },
    });
    expect(locked).toEqual([]);
    expect(written).toEqual([]);
  });
});
