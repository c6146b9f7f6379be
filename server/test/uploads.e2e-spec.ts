import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { createHash, createHmac } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { DataSource } from 'typeorm';
import { photoPreviewUrl } from '@civic/contracts';
import { UploadCleanupScheduler } from '../src/complaints/public.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { binary } from './billing-fixtures.js';
import { createUser, fileComplaint, photo, type TestUser } from './complaints-fixtures.js';

describe('Uploads: local provider (citizen spec sections 5 and 7)', () => {
  let t: TestApp;
  let dir: string;
  let citizen: TestUser;

  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'civic-uploads-'));
    t = await createTestApp({ UPLOAD_DIR: dir }, { workers: false });
    citizen = await createUser(t);
  });
  after(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('GET /api/uploads/config is public and names the provider, 10 MB in bytes and the three types', async () => {
    const res = await t.http().get('/api/uploads/config').expect(200);
    expect(res.body).toEqual({ provider: 'local', maxBytes: 10 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] });
  });

  it('goa-panaji.jpg uploads fine, is served back at /uploads/<name>, and the stored file has no EXIF (so no GPS)', async () => {
    const original = photo('goa-panaji.jpg');
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const res = await t.http().post('/api/uploads/local').set(citizen.auth).attach('file', original, 'goa-panaji.jpg').expect(201);
    expect(res.body.url).toMatch(/^\/uploads\/[a-f0-9]{32}\.jpg$/);
    const name = res.body.url.slice('/uploads/'.length);
    expect(name).not.toContain('goa-panaji');

    const stored = readFileSync(join(dir, name));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([1012, 759]);
    expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);

    const served = await t.http().get(res.body.url).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(served.body as Buffer, stored)).toBe(0);
  });

  it('a WEBP and a PNG carrying EXIF GPS are accepted and stored without it; a plain PNG is accepted', async () => {
    for (const [file, format] of [
      ['gps-czech-pixel.webp', 'webp'],
      ['gps-1x1.png', 'png'],
      ['no-gps.png', 'png'],
    ] as const) {
      const original = photo(file);
      const res = await t.http().post('/api/uploads/local').set(citizen.auth).attach('file', original, file).expect(201);
      const ext = format === 'webp' ? 'webp' : 'png';
      expect(res.body.url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`));
      const meta = await sharp(readFileSync(join(dir, res.body.url.slice('/uploads/'.length)))).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
    }
    expect((await sharp(photo('gps-czech-pixel.webp')).metadata()).exif).toBeDefined();
  });

  it("a file named .jpg that is not an image is refused with 'Unsupported type' (415), by content not by name", async () => {
    const before = readdirSync(dir).length;
    const res = await t
      .http()
      .post('/api/uploads/local')
      .set(citizen.auth)
      .attach('file', Buffer.from('This is a text file pretending to be a photo.\n'.repeat(20)), { filename: 'pothole.jpg', contentType: 'image/jpeg' })
      .expect(415);
    expect(res.body).toEqual({ error: { message: 'Unsupported type', code: 'UNSUPPORTED_MEDIA_TYPE', details: null } });
    expect(readdirSync(dir).length).toBe(before);
  });

  it('a real image of another type (GIF) is refused too, even when named .png', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f00' } })
      .gif()
      .toBuffer();
    const res = await t.http().post('/api/uploads/local').set(citizen.auth).attach('file', gif, { filename: 'x.png', contentType: 'image/png' }).expect(415);
    expect(res.body.error.message).toBe('Unsupported type');
  });

  it('a JPEG header followed by garbage is refused as Unsupported type, never a 500', async () => {
    const broken = Buffer.concat([photo('goa-panaji.jpg').subarray(0, 64), Buffer.alloc(4096, 7)]);
    const res = await t.http().post('/api/uploads/local').set(citizen.auth).attach('file', broken, 'broken.jpg');
    expect(res.status).toBe(415);
    expect(res.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it("an 11 MB file is refused with 'File too large (10MB max)' (413) and nothing is stored", async () => {
    const before = readdirSync(dir).length;
    const big = Buffer.concat([photo('goa-panaji.jpg'), Buffer.alloc(11 * 1024 * 1024 - 311412, 0)]);
    expect(big.length).toBe(11 * 1024 * 1024);
    const res = await t.http().post('/api/uploads/local').set(citizen.auth).attach('file', big, 'big.jpg').expect(413);
    expect(res.body.error).toEqual({ message: 'File too large (10MB max)', code: 'PAYLOAD_TOO_LARGE', details: { maxBytes: 10485760 } });
    expect(readdirSync(dir).length).toBe(before);
  });

  it('an image of more than 40 megapixels is refused with 413 and a clear message before it is decoded; nothing is stored', async () => {
    const before = readdirSync(dir).length;
    // 16,000 × 16,000 white pixels: a few hundred kilobytes as a PNG, 768 MB once decoded.
    const huge = await sharp({ create: { width: 16_000, height: 16_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(2 * 1024 * 1024);
    const res = await t.http().post('/api/uploads/local').set(citizen.auth).attach('file', huge, 'huge.png').expect(413);
    expect(res.body.error).toEqual({
      message: 'Image too large (40 megapixels max). Please send a smaller photo.',
      code: 'PAYLOAD_TOO_LARGE',
      details: { maxPixels: 40_000_000, pixels: 256_000_000 },
    });
    expect(readdirSync(dir).length).toBe(before);
  });

  it('a photo longer than 2048 px is stored scaled down to 2048 px on its long side (aspect ratio kept)', async () => {
    const wide = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const res = await t.http().post('/api/uploads/local').set(citizen.auth).attach('file', wide, 'wide.jpg').expect(201);
    const meta = await sharp(readFileSync(join(dir, res.body.url.slice('/uploads/'.length)))).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 1536]);
    const tall = await sharp({ create: { width: 1000, height: 5000, channels: 3, background: '#aa6633' } })
      .png()
      .toBuffer();
    const res2 = await t.http().post('/api/uploads/local').set(citizen.auth).attach('file', tall, 'tall.png').expect(201);
    const meta2 = await sharp(readFileSync(join(dir, res2.body.url.slice('/uploads/'.length)))).metadata();
    expect([meta2.width, meta2.height]).toEqual([410, 2048]);
  });

  it('each stored photo gets a WebP preview of at most 640 px beside it, cached like the photo; the clean-up writes missing previews and drops orphans', async () => {
    const wide = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3366aa' } })
      .jpeg()
      .toBuffer();
    const url = (await t.http().post('/api/uploads/local').set(citizen.auth).attach('file', wide, 'wide.jpg').expect(201)).body.url as string;
    const previewUrl = photoPreviewUrl(url);
    expect(previewUrl).toBe(url.replace(/\.jpg$/, '.preview.webp'));
    const served = await t.http().get(previewUrl!).buffer(true).parse(binary).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.body as Buffer).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 480]);
    expect((served.body as Buffer).length).toBeLessThan(readFileSync(join(dir, url.slice('/uploads/'.length))).length);

    // A photo stored before previews existed gets one from the hourly run; a preview whose photo is gone goes.
    const previewFile = join(dir, previewUrl!.slice('/uploads/'.length));
    unlinkSync(previewFile);
    const orphan = join(dir, `${'f'.repeat(32)}.preview.webp`);
    writeFileSync(orphan, readFileSync(join(dir, url.slice('/uploads/'.length))));
    expect((await t.app.get(UploadCleanupScheduler).runOnce()).previewsWritten).toBeGreaterThanOrEqual(1);
    expect((await sharp(readFileSync(previewFile)).metadata()).width).toBe(640);
    expect(existsSync(orphan)).toBe(false);
    expect((await t.app.get(UploadCleanupScheduler).runOnce()).previewsWritten).toBe(0);
  });

  it('the clean-up deletes uploads no complaint references 24 hours after upload, and keeps the referenced and the recent ones', async () => {
    const upload = async () =>
      (await t.http().post('/api/uploads/local').set(citizen.auth).attach('file', photo('no-gps.png'), 'a.png').expect(201)).body.url as string;
    const abandoned = await upload();
    const recent = await upload();
    const complaintId = await fileComplaint(t, citizen);
    const [complaint] = await t.app.get(DataSource).query('SELECT photos FROM complaints WHERE public_id = $1', [complaintId]);
    const referenced = complaint.photos[0] as string;
    const dayAndAnHourAgo = new Date(Date.now() - 25 * 3600 * 1000);
    for (const url of [abandoned, referenced]) utimesSync(join(dir, url.slice('/uploads/'.length)), dayAndAnHourAgo, dayAndAnHourAgo);

    const { deleted } = await t.app.get(UploadCleanupScheduler).runOnce();
    expect(deleted).toContain(abandoned);
    expect(deleted).not.toContain(referenced);
    expect(deleted).not.toContain(recent);
    expect(existsSync(join(dir, abandoned.slice('/uploads/'.length)))).toBe(false);
    expect(existsSync(join(dir, referenced.slice('/uploads/'.length)))).toBe(true);
    expect(existsSync(join(dir, recent.slice('/uploads/'.length)))).toBe(true);
    await t.http().get(abandoned).expect(404);
    // A deleted upload can no longer be put on a complaint.
    const res = await t
      .http()
      .post('/api/complaints')
      .set(citizen.auth)
      .send({
        category: 'roads',
        subcategory: 'Potholes',
        title: 'Pothole near the market',
        location: 'Panaji',
        urgency: 'medium',
        authorizeRepresentative: true,
        photos: [abandoned],
        coordinates: { lat: 15.4989, lng: 73.8278, source: 'manual' },
      })
      .expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
  });

  it('a request without a file gets a clear 400; a visitor gets 401', async () => {
    const res = await t.http().post('/api/uploads/local').set(citizen.auth).field('other', 'x').expect(400);
    expect(res.body.error.message).toBe('Choose a photo to upload.');
    await t.http().post('/api/uploads/local').attach('file', photo('no-gps.png'), 'a.png').expect(401);
  });

  it("the direct-upload endpoints answer 409 'Uploads not configured' while the provider is local", async () => {
    for (const path of ['/api/uploads/sign', '/api/uploads/ik-auth']) {
      const res = await t.http().post(path).set(citizen.auth).expect(409);
      expect(res.body.error).toEqual({ message: 'Uploads not configured', code: 'UPLOAD_PROVIDER_NOT_CONFIGURED', details: null });
    }
    const res = await t.http().post('/api/uploads/s3-presign').set(citizen.auth).send({ fileName: 'a.jpg', contentType: 'image/jpeg' }).expect(409);
    expect(res.body.error.code).toBe('UPLOAD_PROVIDER_NOT_CONFIGURED');
  });

  it('a name that was never stored under /uploads/ is a 404', async () => {
    const res = await t.http().get('/uploads/00000000000000000000000000000000.jpg');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/^image\//);
  });
});

describe('Uploads: rate limits per account and per address', () => {
  it('an account gets 429 with Retry-After past UPLOAD_RATE_LIMIT_PER_MINUTE; another account from the same address still uploads, up to 5 times the limit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'civic-uploads-limit-'));
    // Counters of their own: the other tests of this file uploaded from the same address within the minute.
    const t = await createTestApp(
      { UPLOAD_DIR: dir, UPLOAD_RATE_LIMIT_PER_MINUTE: '2', QUEUE_PREFIX: `${process.env.TEST_QUEUE_PREFIX}-limits` },
      { workers: false },
    );
    try {
      const send = (user: TestUser) => t.http().post('/api/uploads/local').set(user.auth).attach('file', photo('no-gps.png'), 'a.png');
      const first = await createUser(t);
      await send(first).expect(201);
      await send(first).expect(201);
      const refused = await send(first).expect(429);
      expect(refused.body.error.code).toBe('RATE_LIMITED');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      // The address allows 5 × 2 = 10 a minute: 3 counted already, so four more accounts of two uploads make 11.
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const other = await createUser(t);
        statuses.push((await send(other)).status, (await send(other)).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 429]);
    } finally {
      await t.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('Uploads: ImageKit, Cloudinary and S3 signing (citizen spec section 7)', () => {
  it('ImageKit: /sign and /ik-auth give { publicKey, signature, token, expire, folder, urlEndpoint } with HMAC-SHA1(privateKey, token + expire)', async () => {
    const t = await createTestApp(
      {
        UPLOAD_PROVIDER: 'imagekit',
        IMAGEKIT_PUBLIC_KEY: 'public_test',
        IMAGEKIT_PRIVATE_KEY: 'private_test',
        IMAGEKIT_URL_ENDPOINT: 'https://ik.imagekit.io/civic',
      },
      { workers: false },
    );
    try {
      const user = await createUser(t);
      expect((await t.http().get('/api/uploads/config').expect(200)).body.provider).toBe('imagekit');
      for (const path of ['/api/uploads/sign', '/api/uploads/ik-auth']) {
        const res = await t.http().post(path).set(user.auth).expect(200);
        const { publicKey, signature, token, expire, folder, urlEndpoint } = res.body;
        expect({ publicKey, folder, urlEndpoint }).toEqual({ publicKey: 'public_test', folder: '/complaints', urlEndpoint: 'https://ik.imagekit.io/civic' });
        expect(signature).toBe(createHmac('sha1', 'private_test').update(`${token}${expire}`).digest('hex'));
        const now = Math.floor(Date.now() / 1000);
        expect(expire).toBeGreaterThan(now);
        expect(expire).toBeLessThanOrEqual(now + 3600);
      }
      await t.http().post('/api/uploads/local').set(user.auth).attach('file', photo('no-gps.png'), 'a.png').expect(409);
      await t.http().post('/api/uploads/sign').expect(401);
    } finally {
      await t.close();
    }
  });

  it("Cloudinary: /sign gives { apiKey, timestamp, folder, signature, cloudName } with SHA-1 of 'folder=...&timestamp=...' + secret; /ik-auth is 409", async () => {
    const t = await createTestApp(
      { UPLOAD_PROVIDER: 'cloudinary', CLOUDINARY_CLOUD_NAME: 'civic-demo', CLOUDINARY_API_KEY: '1234', CLOUDINARY_API_SECRET: 'cloud-secret' },
      { workers: false },
    );
    try {
      const user = await createUser(t);
      const res = await t.http().post('/api/uploads/sign').set(user.auth).expect(200);
      expect(res.body).toEqual({ apiKey: '1234', timestamp: expect.any(Number), folder: 'complaints', signature: expect.any(String), cloudName: 'civic-demo' });
      expect(res.body.signature).toBe(createHash('sha1').update(`folder=complaints&timestamp=${res.body.timestamp}cloud-secret`).digest('hex'));
      await t.http().post('/api/uploads/ik-auth').set(user.auth).expect(409);
    } finally {
      await t.close();
    }
  });

  it('S3: /s3-presign gives a PUT URL signed for the content type, 5 minutes, under complaints/, and its public URL; other types are refused', async () => {
    const t = await createTestApp(
      {
        UPLOAD_PROVIDER: 's3',
        S3_BUCKET: 'civic-photos',
        S3_REGION: 'ap-south-1',
        S3_ACCESS_KEY_ID: 'AKIDEXAMPLE',
        S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      },
      { workers: false },
    );
    try {
      const user = await createUser(t);
      const res = await t.http().post('/api/uploads/s3-presign').set(user.auth).send({ fileName: 'pothole.png', contentType: 'image/png' }).expect(200);
      const url = new URL(res.body.url);
      expect(url.origin).toBe('https://civic-photos.s3.ap-south-1.amazonaws.com');
      expect(url.pathname).toMatch(/^\/complaints\/[0-9a-f-]{36}\.png$/);
      expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
      expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(url.searchParams.get('X-Amz-Credential')).toMatch(/^AKIDEXAMPLE\/\d{8}\/ap-south-1\/s3\/aws4_request$/);
      expect(url.searchParams.has('x-amz-checksum-crc32')).toBe(false);
      expect(res.body.publicUrl).toBe(`https://civic-photos.s3.ap-south-1.amazonaws.com${url.pathname}`);

      const bad = await t.http().post('/api/uploads/s3-presign').set(user.auth).send({ fileName: 'x.gif', contentType: 'image/gif' }).expect(415);
      expect(bad.body.error.message).toBe('Unsupported type');
      const noName = await t.http().post('/api/uploads/s3-presign').set(user.auth).send({ contentType: 'image/png' }).expect(400);
      expect(noName.body.error.details.fields.fileName).toContain('Choose a photo to upload.');
    } finally {
      await t.close();
    }
  });

  it("a provider without its keys answers 409 'Uploads not configured'", async () => {
    const t = await createTestApp({ UPLOAD_PROVIDER: 's3', S3_BUCKET: 'only-a-bucket' }, { workers: false });
    try {
      const user = await createUser(t);
      const res = await t.http().post('/api/uploads/s3-presign').set(user.auth).send({ fileName: 'a.jpg', contentType: 'image/jpeg' }).expect(409);
      expect(res.body.error).toEqual({ message: 'Uploads not configured', code: 'UPLOAD_PROVIDER_NOT_CONFIGURED', details: null });
    } finally {
      await t.close();
    }
  });
});
