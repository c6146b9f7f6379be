import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from '@jest/globals';
import { i18n } from '../../i18n/i18n';
import { type UploadDeps, uploadPhoto } from './photo-upload';

interface Sent {
  url: string;
  method: string;
  form?: Record<string, string>;
  fileName?: string;
  headers: Record<string, string>;
  body?: BodyInit | null;
}

// Node's File: the test environment lends jsdom Node's FormData, which takes only Node's Blobs (browsers have one kind).
const jpeg = () => new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'pothole.jpg', { type: 'image/jpeg' }) as unknown as File;

function formFields(form: FormData): { fields: Record<string, string>; fileName?: string } {
  const fields: Record<string, string> = {};
  let fileName: string | undefined;
  form.forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
    else fileName = (value as File).name;
  });
  return { fields, fileName };
}

/** Dependencies that record what is sent and answer with `answers` in turn. */
function deps(provider: UploadDeps['provider'], answers: { status?: number; body: unknown }[], overrides: Partial<UploadDeps> = {}) {
  const sent: Sent[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body;
    const entry: Sent = { url: String(input), method: init?.method ?? 'GET', headers: Object.fromEntries(new Headers(init?.headers).entries()), body };
    if (body instanceof FormData) Object.assign(entry, { form: formFields(body).fields, fileName: formFields(body).fileName });
    sent.push(entry);
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
  }) as typeof fetch;
  const d: UploadDeps = {
    provider,
    uploadLocal: async () => ({ url: '/uploads/unused.jpg' }),
    imageKitAuth: async () => ({
      publicKey: 'public_key',
      signature: 'sig',
      token: 'tok-1',
      expire: 1_800_000_000,
      folder: '/complaints',
      urlEndpoint: 'https://ik.imagekit.io/goa/',
    }),
    sign: async () => ({ apiKey: 'cl-key', timestamp: 1_790_000_000, folder: 'complaints', signature: 'cl-sig', cloudName: 'goa-civic' }),
    presignS3: async () => ({
      url: 'https://bucket.s3.ap-south-1.amazonaws.com/complaints/k.jpg?X-Amz-Signature=abc',
      publicUrl: 'https://cdn.example/complaints/k.jpg',
    }),
    fetchFn,
    t: i18n.t,
    ...overrides,
  };
  return { deps: d, sent };
}

describe('photo uploads through the configured provider (citizen spec section 7)', () => {
  it('local: posts the file as multipart field "file" and uses the returned url', async () => {
    let posted: File | undefined;
    const { deps: d } = deps('local', [], {
      uploadLocal: async (file) => {
        posted = file;
        return { url: '/uploads/3f1c.jpg' };
      },
    });
    await expect(uploadPhoto(jpeg(), d)).resolves.toBe('/uploads/3f1c.jpg');
    expect(posted!.name).toBe('pothole.jpg');
  });

  it('local: the server’s message is shown, else Upload failed', async () => {
    const serverError = { message: 'Unsupported type', code: 'UNSUPPORTED_MEDIA_TYPE', status: 415, details: null, fromServer: true };
    const refused = deps('local', [], { uploadLocal: () => Promise.reject(serverError) });
    await expect(uploadPhoto(jpeg(), refused.deps)).rejects.toThrow('Unsupported type');
    const offline = deps('local', [], { uploadLocal: () => Promise.reject({ ...serverError, message: 'Request failed', status: 0, fromServer: false }) });
    await expect(uploadPhoto(jpeg(), offline.deps)).rejects.toThrow('Upload failed');
  });

  it('imagekit: posts to ImageKit with the signed token, fileName and useUniqueFileName', async () => {
    const { deps: d, sent } = deps('imagekit', [
      { body: { url: 'https://ik.imagekit.io/goa/complaints/pothole_x1.jpg', filePath: '/complaints/pothole_x1.jpg' } },
    ]);
    await expect(uploadPhoto(jpeg(), d)).resolves.toBe('https://ik.imagekit.io/goa/complaints/pothole_x1.jpg');
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe('https://upload.imagekit.io/api/v1/files/upload');
    expect(sent[0].method).toBe('POST');
    expect(sent[0].fileName).toBe('pothole.jpg');
    expect(sent[0].form).toEqual({
      fileName: 'pothole.jpg',
      useUniqueFileName: 'true',
      publicKey: 'public_key',
      signature: 'sig',
      token: 'tok-1',
      expire: '1800000000',
      folder: '/complaints',
    });
    expect(sent[0].headers.authorization).toBeUndefined();
  });

  it('imagekit: builds the url from filePath when ImageKit gives no url', async () => {
    const { deps: d } = deps('imagekit', [{ body: { filePath: '/complaints/p.jpg' } }]);
    await expect(uploadPhoto(jpeg(), d)).resolves.toBe('https://ik.imagekit.io/goa/complaints/p.jpg');
  });

  it('cloudinary: posts the signed parameters to the cloud and uses secure_url', async () => {
    const { deps: d, sent } = deps('cloudinary', [{ body: { secure_url: 'https://res.cloudinary.com/goa-civic/image/upload/v1/complaints/abc.jpg' } }]);
    await expect(uploadPhoto(jpeg(), d)).resolves.toBe('https://res.cloudinary.com/goa-civic/image/upload/v1/complaints/abc.jpg');
    expect(sent[0].url).toBe('https://api.cloudinary.com/v1_1/goa-civic/image/upload');
    expect(sent[0].form).toEqual({ api_key: 'cl-key', timestamp: '1790000000', folder: 'complaints', signature: 'cl-sig' });
  });

  it('cloudinary: a provider error shows the provider’s message', async () => {
    const { deps: d } = deps('cloudinary', [{ status: 401, body: { error: { message: 'Invalid Signature abc' } } }]);
    await expect(uploadPhoto(jpeg(), d)).rejects.toThrow('Invalid Signature abc');
  });

  it('s3: presigns with the name and type, PUTs the file with that Content-Type and uses publicUrl', async () => {
    let asked: unknown;
    const { deps: d, sent } = deps('s3', [{ body: {} }], {
      presignS3: async (body) => {
        asked = body;
        return { url: 'https://bucket.s3.ap-south-1.amazonaws.com/complaints/k.jpg?X-Amz-Signature=abc', publicUrl: 'https://cdn.example/complaints/k.jpg' };
      },
    });
    const file = jpeg();
    await expect(uploadPhoto(file, d)).resolves.toBe('https://cdn.example/complaints/k.jpg');
    expect(asked).toEqual({ fileName: 'pothole.jpg', contentType: 'image/jpeg' });
    expect(sent[0]).toMatchObject({ url: 'https://bucket.s3.ap-south-1.amazonaws.com/complaints/k.jpg?X-Amz-Signature=abc', method: 'PUT' });
    expect(sent[0].headers['content-type']).toBe('image/jpeg');
    expect(sent[0].body).toBe(file);
  });

  it('s3: a refused PUT is Upload failed', async () => {
    const { deps: d } = deps('s3', [{ status: 403, body: {} }]);
    await expect(uploadPhoto(jpeg(), d)).rejects.toThrow('Upload failed');
  });

  it('a failing network is Upload failed; a server refusing to sign says Uploads not configured', async () => {
    const offline = deps('imagekit', [], { fetchFn: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(uploadPhoto(jpeg(), offline.deps)).rejects.toThrow('Upload failed');
    const unsigned = deps('cloudinary', [], {
      sign: () => Promise.reject({ message: 'Uploads not configured', code: 'UPLOADS_NOT_CONFIGURED', status: 503, details: null, fromServer: true }),
    });
    await expect(uploadPhoto(jpeg(), unsigned.deps)).rejects.toThrow('Uploads not configured');
  });
});
