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
 * An upload belongs to the account, response link or Open311 key that made it (docs/adr/0133): a filing, a fix
 * confirmation, a reopen, an authority's answer or an Open311 request that carries a photo someone else uploaded is
 * refused with 403 UPLOAD_NOT_OWNED, in the error envelope (or, on Open311, the specification's errors document).
 */

const PUBLIC_URL = 'https://portal.uploads.test';
const JPEG = photo('goa-panaji.jpg');

describe('Uploads belong to who made them', () => {
  let t: TestApp;
  let ds: DataSource;
  let dir: string;
  let superadmin: TestUser;
  let alice: TestUser;
  let bob: TestUser;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-upload-owners-'));
    t = await createTestApp({ UPLOAD_DIR: dir, PUBLIC_URL, OPEN311_RATE_LIMIT_PER_MINUTE: '1000' }, { workers: false });
    ds = t.app.get(DataSource);
    superadmin = await createUser(t, { role: 'superadmin' });
    alice = await createUser(t, { plan: 'Advocate Plus' });
    bob = await createUser(t, { plan: 'Advocate Plus' });
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const upload = async (user: TestUser) =>
    (await t.http().post('/api/uploads/local').set(user.auth).attach('file', JPEG, 'p.jpg').expect(201)).body.url as string;
  const photosOf = async (id: string) => ((await ds.query('SELECT photos FROM complaints WHERE public_id = $1', [id])) as { photos: string[] }[])[0].photos;

  /** A response link of the complaint for an office address, and its token. */
  async function responseToken(id: string, email: string): Promise<string> {
    const [link] = await t.app.get(CommandBus).execute(new IssueResponseLinksCommand(id, [{ email, name: 'Shri Officer', designation: 'Engineer' }], 'en'));
    return link.url.split('/respond/')[1];
  }

  it("refuses a filing, a fix confirmation and a reopen that carry another account's upload; the owner's own are accepted", async () => {
    const alicePhoto = await upload(alice);
    const refused = await t
      .http()
      .post('/api/complaints')
      .set(bob.auth)
      .send({
        category: 'roads',
        subcategory: 'Potholes',
        title: 'Pothole near the market',
        location: 'Panaji',
        authorizeRepresentative: true,
        photos: [alicePhoto],
        coordinates: { lat: 15.4989, lng: 73.8278, source: 'manual' },
      })
      .expect(403);
    expect(refused.body.error).toEqual({
      code: 'UPLOAD_NOT_OWNED',
      message: 'Please upload the photo again.',
      details: { fields: { photos: ['Please upload the photo again.'] }, urls: [alicePhoto] },
    });
    const aliceId = await fileComplaint(t, alice, { photos: [alicePhoto] });
    expect(await photosOf(aliceId)).toEqual([alicePhoto]);

    // A photo already filed by Alice is still hers: Bob cannot file it, nor use it to confirm or reopen his own complaint.
    const bobId = await fileComplaint(t, bob);
    await t.http().patch(`/api/admin/complaints/${bobId}/status`).set(superadmin.auth).send({ status: 'resolved', message: 'Done' }).expect(200);
    const fix = await t.http().post(`/api/complaints/${bobId}/confirm-fix`).set(bob.auth).send({ photo: alicePhoto }).expect(403);
    expect(fix.body.error).toMatchObject({ code: 'UPLOAD_NOT_OWNED', details: { fields: { photo: ['Please upload the photo again.'] } } });
    const reopen = await t
      .http()
      .post(`/api/complaints/${bobId}/reopen`)
      .set(bob.auth)
      .send({ message: 'Not fixed', photos: [alicePhoto] })
      .expect(403);
    expect(reopen.body.error.code).toBe('UPLOAD_NOT_OWNED');
    await t
      .http()
      .post(`/api/complaints/${bobId}/reopen`)
      .set(bob.auth)
      .send({ message: 'Not fixed', photos: [await upload(bob)] })
      .expect(200);
  });

  it("refuses a private complaint's photo, and another link's upload, as an after-photo of a response link", async () => {
    const privateId = await fileComplaint(t, alice);
    const [privatePhoto] = await photosOf(privateId);
    const answeredId = await fileComplaint(t, bob);
    const token = await responseToken(answeredId, 'aee.one@pwd.goa.test');
    const otherToken = await responseToken(privateId, 'aee.two@pwd.goa.test');

    const stolen = await t
      .http()
      .post(`/api/respond/${token}`)
      .send({ action: 'resolved', message: 'Fixed', photos: [privatePhoto] })
      .expect(403);
    expect(stolen.body.error).toMatchObject({ code: 'UPLOAD_NOT_OWNED', details: { urls: [privatePhoto] } });
    const otherLinks = (await t.http().post(`/api/respond/${otherToken}/photos`).attach('file', JPEG, 'after.jpg').expect(201)).body.url;
    await t
      .http()
      .post(`/api/respond/${token}`)
      .send({ action: 'resolved', message: 'Fixed', photos: [otherLinks] })
      .expect(403);
    const citizens = await upload(bob);
    await t
      .http()
      .post(`/api/respond/${token}`)
      .send({ action: 'resolved', message: 'Fixed', photos: [citizens] })
      .expect(403);

    const own = (await t.http().post(`/api/respond/${token}/photos`).attach('file', JPEG, 'after.jpg').expect(201)).body.url;
    await t
      .http()
      .post(`/api/respond/${token}`)
      .send({ action: 'resolved', message: 'Fixed', photos: [own] })
      .expect(200);
    const [row] = await ds.query('SELECT updates FROM complaints WHERE public_id = $1', [answeredId]);
    expect(row.updates.at(-1)).toMatchObject({ source: 'authority', photos: [own] });
  });

  it("refuses an Open311 request or update naming another key's (or a citizen's) photo on this portal; the key's own is carried as it is", async () => {
    const issue = async (name: string) =>
      (await t.http().post('/api/admin/integrations/keys').set(superadmin.auth).send({ name }).expect(201)).body.key as string;
    const first = await issue('First app');
    const second = await issue('Second app');
    const fields = (key: string, more: Record<string, string> = {}) => ({
      api_key: key,
      service_code: 'roads-potholes',
      lat: '15.498912',
      long: '73.827834',
      email: 'reporter@app.example',
      description: 'Deep pothole near the market',
      ...more,
    });
    const filed = await t.http().post('/open311/v2/requests.json').field(fields(first)).attach('photo1', JPEG, 'p.jpg').expect(201);
    const firstId = filed.body[0].service_request_id as string;
    const [firstPhoto] = await photosOf(firstId);
    expect(firstPhoto).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);

    const form = (path: string, body: Record<string, string>) =>
      t.http().post(`/open311/v2/${path}`).set('Content-Type', 'application/x-www-form-urlencoded').send(new URLSearchParams(body).toString());
    const refused = await form('requests.json', fields(second, { media_url: `${PUBLIC_URL}${firstPhoto}` })).expect(403);
    expect(refused.body).toEqual([{ code: 403, description: 'media_url names a photo on this portal that this api_key did not upload.' }]);
    const refusedXml = await form('requests.xml', fields(second, { media_url: firstPhoto })).expect(403);
    expect(refusedXml.text).toContain('this api_key did not upload');
    await form('requests.json', fields(second, { media_url: `${PUBLIC_URL}${await upload(alice)}` })).expect(403);

    // The first key names its own photo: carried as it is, not downloaded again.
    const again = await form('requests.json', fields(first, { media_url: `${PUBLIC_URL}${firstPhoto}` })).expect(201);
    expect(await photosOf(again.body[0].service_request_id)).toEqual([firstPhoto]);

    // An update the second key posts on its own request cannot carry the first key's photo either.
    const secondId = (await form('requests.json', fields(second)).expect(201)).body[0].service_request_id;
    const update = await form('servicerequestupdates.json', {
      api_key: second,
      service_request_id: secondId,
      update_id: 'upd-1',
      description: 'More photos',
      email: 'reporter@app.example',
      media_url: `${PUBLIC_URL}${firstPhoto}`,
    }).expect(403);
    expect(update.body[0].description).toBe('media_url names a photo on this portal that this api_key did not upload.');
  });
});
