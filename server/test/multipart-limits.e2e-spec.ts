import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { API_KEY_BEFORE_FILES, API_KEY_INVALID } from '../src/open311/http/open311-multipart.options.js';
import { createUser, photo, type TestUser } from './complaints-fixtures.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const JPEG = photo('goa-panaji.jpg');
const BOUNDARY = 'multipart-limits-boundary';

type Part = { name: string; value: string } | { name: string; filename: string; content: Buffer };

/** A multipart/form-data body of `parts`, in order. */
function multipart(parts: readonly Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: image/jpeg\r\n\r\n`),
        part.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

interface Answer {
  status: number;
  text: string;
}

/**
 * Sends the first bytes of a multipart body (`head`) under a Content-Length of `declared` bytes, and waits for the
 * answer without sending the rest: a server that reads the whole body before it decides never answers (null after
 * `waitMs`). The socket is destroyed after.
 */
function answerBeforeBodyEnds(port: number, path: string, head: Buffer, declared: number, waitMs = 5000): Promise<Answer | null> {
  return new Promise((resolve) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': declared },
    });
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, waitMs);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, text });
      });
      res.on('error', () => undefined);
    });
    req.on('error', () => undefined);
    req.write(head);
  });
}

/**
 * The multipart bodies of the upload routes are bounded before any handler runs: text fields in number and size
 * (kept in memory as they arrive), and photos read only for a caller that may send them (a signed-in citizen, a live
 * response link, a working Open311 api_key sent before the photos).
 */
describe('Multipart bodies: bounded text fields, and photos read only for a caller that may send them', () => {
  let t: TestApp;
  let citizen: TestUser;
  let superadmin: TestUser;
  let port: number;
  let apiKey: string;

  before(async () => {
    t = await createTestApp({ OPEN311_RATE_LIMIT_PER_MINUTE: '1000', UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' }, { workers: false });
    port = (t.app.getHttpServer().address() as { port: number }).port;
    citizen = await createUser(t, { role: 'user' });
    superadmin = await createUser(t, { role: 'superadmin' });
    apiKey = (await t.http().post('/api/admin/integrations/keys').set(superadmin.auth).send({ name: 'Multipart limits' }).expect(201)).body.key as string;
  });
  after(async () => {
    await t.close();
  });

  const upload = (parts: Part[]) =>
    t.http().post('/api/uploads/local').set(citizen.auth).set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`).send(multipart(parts));

  it('a citizen upload takes at most 4 short text fields beside its photo: more, or a longer one, is 400 and the API goes on', async () => {
    const many = await upload([
      ...Array.from({ length: 50 }, (_, i) => ({ name: `f${i}`, value: 'a'.repeat(1000) })),
      { name: 'file', filename: 'p.jpg', content: JPEG },
    ]);
    expect(many.status).toBe(400);
    expect(many.body.error.message).toContain('Too many fields');
    const long = await upload([
      { name: 'note', value: 'a'.repeat(2048) },
      { name: 'file', filename: 'p.jpg', content: JPEG },
    ]);
    expect(long.status).toBe(400);
    expect(long.body.error.message).toContain('Field value too long');
    const fine = await upload([
      { name: 'note', value: 'a pothole' },
      { name: 'file', filename: 'p.jpg', content: JPEG },
    ]);
    expect(fine.status).toBe(201);
    expect(fine.body.url).toMatch(/^\/uploads\//);
  });

  it("an after-photo through a made-up response link is refused from the link alone, before the body's 10 MB arrive", async () => {
    const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`);
    const answer = await answerBeforeBodyEnds(
      port,
      `/api/respond/${randomBytes(32).toString('base64url')}/photos`,
      Buffer.concat([head, JPEG]),
      10 * 1024 * 1024,
    );
    expect(answer?.status).toBe(404);
    expect(JSON.parse(answer!.text).error.code).toBe('NOT_FOUND');
  });

  it('an Open311 photo is read only after a working api_key sent before it: else 403 at the first file part', async () => {
    const fields = (key: string): Part[] => [
      { name: 'api_key', value: key },
      { name: 'service_code', value: 'roads-potholes' },
      { name: 'lat', value: '15.4989' },
      { name: 'long', value: '73.8278' },
      { name: 'email', value: 'reporter@elsewhere.example' },
    ];
    const filePart = { name: 'photo1', filename: 'photo1.jpeg', content: JPEG };
    const send = (parts: Part[]) =>
      t.http().post('/open311/v2/requests.json').set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`).send(multipart(parts));
    const forbidden = [{ code: 403, description: API_KEY_BEFORE_FILES }];

    // A made-up key before five photos of 9 MB: the first file part ends the request (the rest is read and dropped,
    // none is kept).
    const big = { name: 'photo', filename: 'big.jpeg', content: Buffer.concat([JPEG, Buffer.alloc(9 * 1024 * 1024 - JPEG.length)]) };
    const made = await send([...fields('not-a-key'), big, big, big, big, big]);
    expect([made.status, made.body]).toEqual([403, [{ code: 403, description: API_KEY_INVALID }]]);
    // No key before the photo, a working one after it.
    const late = await send([filePart, ...fields(apiKey)]);
    expect([late.status, late.body]).toEqual([403, forbidden]);

    // The fields first, then the photos, as FixMyStreet's client sends them: filed with the photo.
    const filed = await send([...fields(apiKey), filePart]);
    expect([filed.status, filed.body]).toEqual([201, [expect.objectContaining({ service_request_id: expect.stringMatching(/^GOA-/) })]]);
  });

  it('an Open311 body takes at most 32 text fields of 24 KB: more is 400 in the specification error document', async () => {
    const tooMany = await t
      .http()
      .post('/open311/v2/requests.json')
      .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
      .send(multipart([{ name: 'api_key', value: apiKey }, ...Array.from({ length: 40 }, (_, i) => ({ name: `attribute[x${i}]`, value: 'a' }))]));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toEqual([{ code: 400, description: 'The multipart/form-data body could not be read: Too many fields' }]);
    const tooLong = await t
      .http()
      .post('/open311/v2/requests.json')
      .set('Content-Type', `multipart/form-data; boundary=${BOUNDARY}`)
      .send(
        multipart([
          { name: 'api_key', value: apiKey },
          { name: 'description', value: 'a'.repeat(25 * 1024) },
        ]),
      );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body[0].description).toContain('Field value too long');
  });
});
