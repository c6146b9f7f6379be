import { describe, it } from 'node:test';
import { expect } from 'expect';
import { createHash, createHmac } from 'node:crypto';
import { cloudinarySignature, imageKitSignature, presignS3Put } from './upload-signatures.js';

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

describe('Upload signatures (citizen spec section 7, providers chosen by configuration)', () => {
  it('ImageKit: HMAC-SHA1 keyed with the private key over token + expire, hex (known vector)', () => {
    // Vector computed independently here; ImageKit documents exactly this construction for client uploads.
    const token = '1bab386f-45ea-49e1-9f0d-6afe49a5b250';
    const expire = 1655379249;
    const expected = createHmac('sha1', 'private_key_test').update('1bab386f-45ea-49e1-9f0d-6afe49a5b2501655379249').digest('hex');
    expect(imageKitSignature('private_key_test', token, expire)).toBe(expected);
    expect(expected).toMatch(/^[0-9a-f]{40}$/);
    expect(imageKitSignature('another_key', token, expire)).not.toBe(expected);
  });

  it("Cloudinary: SHA-1 hex of the sorted 'name=value&...' string followed by the API secret (Cloudinary's documented example)", () => {
    // From Cloudinary's "Generating authentication signatures" page: eager=w_400,h_300,c_pad|w_260,h_200,c_crop,
    // public_id=sample_image, timestamp=1315060510, secret abcd -> bfd09f95f331f558cbd1320e67aa8d488770583e.
    const signature = cloudinarySignature(
      { timestamp: 1315060510, public_id: 'sample_image', eager: 'w_400,h_300,c_pad|w_260,h_200,c_crop', api_key: 'never-signed', file: 'x' },
      'abcd',
    );
    expect(signature).toBe('bfd09f95f331f558cbd1320e67aa8d488770583e');
    expect(cloudinarySignature({ timestamp: 1700000000, folder: 'complaints' }, 'secret')).toBe(
      createHash('sha1').update('folder=complaints&timestamp=1700000000secret').digest('hex'),
    );
  });

  it('S3: a presigned PUT whose SigV4 signature we recompute independently; content type signed, 300 s, no checksum parameters', async () => {
    const settings = { bucket: 'civic-photos', region: 'ap-south-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
    const now = new Date('2026-11-22T10:00:00Z');
    const url = new URL(await presignS3Put(settings, 'complaints/abc.jpg', 'image/jpeg', 300, now));

    expect(url.host).toBe('civic-photos.s3.ap-south-1.amazonaws.com');
    expect(url.pathname).toBe('/complaints/abc.jpg');
    const q = url.searchParams;
    expect(q.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256');
    expect(q.get('X-Amz-Credential')).toBe('AKIDEXAMPLE/20261122/ap-south-1/s3/aws4_request');
    expect(q.get('X-Amz-Date')).toBe('20261122T100000Z');
    expect(q.get('X-Amz-Expires')).toBe('300');
    expect(q.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect([...q.keys()].filter((k) => /checksum/i.test(k))).toEqual([]);

    // AWS Signature Version 4, query-string authentication, computed from the URL's own parameters.
    const params = [...q.entries()].filter(([k]) => k !== 'X-Amz-Signature');
    const enc = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
    const canonicalQuery = params
      .map(([k, v]) => [enc(k), enc(v)])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const canonicalRequest = [
      'PUT',
      '/complaints/abc.jpg',
      canonicalQuery,
      `content-type:image/jpeg\nhost:${url.host}\n`,
      'content-type;host',
      'UNSIGNED-PAYLOAD',
    ].join('\n');
    const scope = '20261122/ap-south-1/s3/aws4_request';
    const stringToSign = ['AWS4-HMAC-SHA256', '20261122T100000Z', scope, sha256(canonicalRequest)].join('\n');
    const key = hmac(hmac(hmac(hmac(`AWS4${settings.secretAccessKey}`, '20261122'), 'ap-south-1'), 's3'), 'aws4_request');
    expect(q.get('X-Amz-Signature')).toBe(createHmac('sha256', key).update(stringToSign).digest('hex'));
  });

  it('S3 with a custom endpoint (MinIO, R2) uses path-style URLs', async () => {
    const url = new URL(
      await presignS3Put(
        { bucket: 'photos', region: 'auto', accessKeyId: 'a', secretAccessKey: 'b', endpoint: 'http://127.0.0.1:9000' },
        'complaints/x.webp',
        'image/webp',
        300,
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe('http://127.0.0.1:9000/photos/complaints/x.webp');
  });
});
