import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';
import { IssueResponseLinksCommand } from '../src/complaints/application/commands/issue-response-links/issue-response-links.command.js';
import { createUser, fileComplaint, photo, type TestUser } from './complaints-fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Open311 answers follow the public page's privacy rule (publicEntryOf in complaints' public-complaint.view.ts): requests (list and
 * one) and servicerequestupdates show of a complaint's history what GET /api/public/complaints/{id} shows, less an
 * authority's answer: statuses, dates, who wrote each entry, and an authority's office and action. Never an admin's
 * note or the note of a paused escalation (the page neither), nor an authority's text or after-photo (public records
 * on the page, docs/adr/0141, which Open311's shapes never carried), whether the reporter opted in to show their words or not.
 */

const OFFICE = 'Shri P. Kamat, Assistant Engineer';
const ADMIN_NOTE = 'Spoke to Mrs Fernandes at house 14';
const PAUSE_NOTE = 'Staff only: the contractor is under inquiry';
const AUTHORITY_TEXT = 'Filled on Tuesday; resident Mr Naik complained again';

describe('Open311 shows what the public page shows, nothing more', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let superadmin: TestUser;
  let reporter: TestUser;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-open311-privacy-'));
    t = await createTestApp({ UPLOAD_DIR: dir }, { workers: false });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin' });
    reporter = await createUser(t, { plan: 'Advocate Plus' });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Every answer a member of the public can read about the complaint: the page and Open311 in both formats. */
  async function publicAnswers(id: string, start: string): Promise<Record<string, string>> {
    const get = async (path: string, query: Record<string, string> = {}) => (await t.http().get(path).query(query).expect(200)).text;
    return {
      page: await get(`/api/public/complaints/${id}`),
      requestJson: await get(`/open311/v2/requests/${id}.json`),
      requestXml: await get(`/open311/v2/requests/${id}.xml`),
      listJson: await get('/open311/v2/requests.json', { service_request_id: id }),
      listXml: await get('/open311/v2/requests.xml', { service_request_id: id }),
      listByDate: await get('/open311/v2/requests.json', { start_date: start }),
      updatesJson: await get('/open311/v2/servicerequestupdates.json', { start_date: start }),
      updatesXml: await get('/open311/v2/servicerequestupdates.xml', { start_date: start }),
    };
  }

  it("a private complaint's admin notes and pause note appear in no public answer, its authority text and after-photos only on the page", async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const id = await fileComplaint(t, reporter);
    const [{ photos: filed }] = (await ds.query('SELECT photos FROM complaints WHERE public_id = $1', [id])) as { photos: string[] }[];
    await t.http().patch(`/api/admin/complaints/${id}/status`).set(superadmin.auth).send({ status: 'in_progress', message: ADMIN_NOTE }).expect(200);
    await t.http().patch(`/api/admin/complaints/${id}/escalation`).set(superadmin.auth).send({ paused: true, note: PAUSE_NOTE }).expect(200);
    const [link] = await t.app
      .get(CommandBus)
      .execute(new IssueResponseLinksCommand(id, [{ email: 'aee.privacy@pwd.goa.test', name: OFFICE, designation: 'Assistant Engineer' }], 'en'));
    const token = link.url.split('/respond/')[1];
    const after = (await t.http().post(`/api/respond/${token}/photos`).attach('file', photo('goa-panaji.jpg'), 'after.jpg').expect(201)).body.url as string;
    await t
      .http()
      .post(`/api/respond/${token}`)
      .send({ action: 'resolved', message: AUTHORITY_TEXT, photos: [after] })
      .expect(200);

    // The desk has them all: the test would pass for nothing otherwise.
    const desk = JSON.stringify((await t.http().get(`/api/admin/complaints/${id}`).set(superadmin.auth).expect(200)).body);
    for (const secret of [ADMIN_NOTE, PAUSE_NOTE, AUTHORITY_TEXT, after]) expect(desk).toContain(secret);

    const secrets = [ADMIN_NOTE, PAUSE_NOTE, 'contractor is under inquiry', ...filed];
    const answerWords = [AUTHORITY_TEXT, after, after.slice('/uploads/'.length)];
    for (const [answer, text] of Object.entries(await publicAnswers(id, start))) {
      const kept = answer === 'page' ? secrets : [...secrets, ...answerWords];
      for (const secret of kept) expect({ answer, leaked: text.includes(secret) ? secret : null }).toEqual({ answer, leaked: null });
    }

    // What they do show is the page's own words: the authority's office and its answer (the page: its words and photo too).
    const page = (await t.http().get(`/api/public/complaints/${id}`).expect(200)).body;
    expect(page.history.at(-1)).toMatchObject({
      source: 'authority',
      authorityName: OFFICE,
      authorityAction: 'resolved',
      status: 'resolved',
      authorityMessage: AUTHORITY_TEXT,
      authorityPhotos: [after],
    });
    expect(page.photos).toEqual([]);
    const [request] = (await t.http().get(`/open311/v2/requests/${id}.json`).expect(200)).body;
    expect(request).toMatchObject({ status: 'closed', status_notes: `Resolved by ${OFFICE}`, media_url: '', description: '' });
    const updates = (await t.http().get('/open311/v2/servicerequestupdates.json').query({ start_date: start }).expect(200)).body.filter(
      (u: { service_request_id: string }) => u.service_request_id === id,
    );
    expect(updates.map((u: { extended_status: string; description: string; media_url: string }) => [u.extended_status, u.description, u.media_url])).toEqual([
      ['pending', '', ''],
      ['in_progress', '', ''],
      ['in_progress', '', ''],
      ['resolved', `Resolved by ${OFFICE}`, ''],
    ]);
  });

  it('once the reporter opts in, their filing photo is public as on the page; staff notes still are not, nor after-photos in Open311', async () => {
    const start = new Date(Date.now() - 60_000).toISOString();
    const id = await fileComplaint(t, reporter, { showPublicly: true });
    const [{ photos: filed }] = (await ds.query('SELECT photos FROM complaints WHERE public_id = $1', [id])) as { photos: string[] }[];
    await t.http().patch(`/api/admin/complaints/${id}/escalation`).set(superadmin.auth).send({ paused: true, note: PAUSE_NOTE }).expect(200);
    const [link] = await t.app
      .get(CommandBus)
      .execute(new IssueResponseLinksCommand(id, [{ email: 'aee.shared@pwd.goa.test', name: OFFICE, designation: 'Assistant Engineer' }], 'en'));
    const token = link.url.split('/respond/')[1];
    const after = (await t.http().post(`/api/respond/${token}/photos`).attach('file', photo('goa-panaji.jpg'), 'after.jpg').expect(201)).body.url as string;
    await t
      .http()
      .post(`/api/respond/${token}`)
      .send({ action: 'in_progress', message: AUTHORITY_TEXT, photos: [after] })
      .expect(200);

    const page = (await t.http().get(`/api/public/complaints/${id}`).expect(200)).body;
    expect(page.reporterShared).toBe(true);
    expect(page.photos).toEqual(filed);
    const [request] = (await t.http().get(`/open311/v2/requests/${id}.json`).expect(200)).body;
    expect(request.media_url).toBe(filed[0]);
    expect(request.status_notes).toBe(`In progress by ${OFFICE}`);
    for (const [answer, text] of Object.entries(await publicAnswers(id, start))) {
      for (const secret of answer === 'page' ? [PAUSE_NOTE] : [PAUSE_NOTE, AUTHORITY_TEXT, after])
        expect({ answer, leaked: text.includes(secret) ? secret : null }).toEqual({ answer, leaked: null });
    }
  });
});
