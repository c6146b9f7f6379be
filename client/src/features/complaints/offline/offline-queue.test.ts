import { File as NodeFile } from 'node:buffer';
import { describe, expect, it } from '@jest/globals';
import { ApiRequestError } from '../../../api';
import { i18n } from '../../../i18n/i18n';
import { EMPTY_FORM } from '../complaint-wizard.slice';
import type { UploadDeps } from '../photo-upload';
import type { ComplaintDraft } from './draft-store';
import { type QueueDeps, isNetworkFailure, sendQueuedDraft } from './offline-queue';

function draft(overrides: Partial<ComplaintDraft> = {}): ComplaintDraft {
  return {
    userId: 'user-1',
    step: 3,
    form: { ...EMPTY_FORM, category: 'roads', subcategory: 'Potholes', title: ' Pothole ', location: 'Panaji', authorize: true },
    location: { pin: { lat: 15.4989, lng: 73.8278, source: 'exif', photoId: 'p1', snapped: false }, photoPoints: [], notice: null },
    photos: [{ id: 'p1', name: 'a.jpg', blob: new Blob(['x'], { type: 'image/jpeg' }), url: '/uploads/a.jpg' }],
    idempotencyKey: 'key-1',
    savedAt: '2026-11-23T10:00:00.000Z',
    queuedAt: '2026-11-23T10:01:00.000Z',
    ...overrides,
  };
}

function deps(file: QueueDeps['file'], uploadLocal?: UploadDeps['uploadLocal'], currentOwner: () => string | null = () => 'user-1') {
  const saved: ComplaintDraft[] = [];
  const cleared: string[] = [];
  const calls: { body: unknown; key: string }[] = [];
  const queueDeps: QueueDeps = {
    uploadDeps: async () => ({
      provider: 'local',
      uploadLocal: uploadLocal ?? (async () => ({ url: '/uploads/new.jpg' })),
      imageKitAuth: async () => Promise.reject(new Error('unused')),
      sign: async () => Promise.reject(new Error('unused')),
      presignS3: async () => Promise.reject(new Error('unused')),
      fetchFn: fetch,
      t: i18n.t,
    }),
    file: async (body, key) => {
      calls.push({ body, key });
      return file(body, key);
    },
    save: async (d) => void saved.push(d),
    clear: async (id) => void cleared.push(id),
    currentOwner,
  };
  return { queueDeps, saved, cleared, calls };
}

const networkError = () => new ApiRequestError({ message: 'Request failed', code: 'NETWORK_ERROR', status: 0, details: null, fromServer: false });

describe('sendQueuedDraft', () => {
  it('files the draft with its Idempotency-Key and the trimmed body, then deletes the draft', async () => {
    const { queueDeps, cleared, calls } = deps(async () => ({ id: 'GOA-2026-000001' }));
    await expect(sendQueuedDraft(draft(), queueDeps)).resolves.toEqual({ kind: 'filed', id: 'GOA-2026-000001' });
    expect(calls).toHaveLength(1);
    expect(calls[0].key).toBe('key-1');
    expect(calls[0].body).toMatchObject({ title: 'Pothole', photos: ['/uploads/a.jpg'], coordinates: { lat: 15.4989, lng: 73.8278, source: 'exif' } });
    expect(cleared).toEqual(['user-1']);
  });

  it('uploads photos without a URL first and saves each URL to the draft', async () => {
    const { queueDeps, saved, calls } = deps(async () => ({ id: 'GOA-2026-000002' }));
    // Node's File: the test environment lends jsdom Node's FormData, which takes only Node's Blobs.
    const blob = new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'b.jpg', { type: 'image/jpeg' }) as unknown as Blob;
    const pending = draft({ photos: [{ id: 'p2', name: 'b.jpg', blob }] });
    await expect(sendQueuedDraft(pending, queueDeps)).resolves.toEqual({ kind: 'filed', id: 'GOA-2026-000002' });
    expect(saved[0].photos[0].url).toBe('/uploads/new.jpg');
    expect(calls[0].body).toMatchObject({ photos: ['/uploads/new.jpg'] });
  });

  it("never files a draft with another citizen's session (or none): it stays queued for its owner", async () => {
    for (const owner of ['user-2', null]) {
      const { queueDeps, saved, cleared, calls } = deps(
        async () => ({ id: 'GOA-2026-000009' }),
        undefined,
        () => owner,
      );
      await expect(sendQueuedDraft(draft(), queueDeps)).resolves.toEqual({ kind: 'notOwner' });
      expect(calls).toEqual([]);
      expect(saved).toEqual([]);
      expect(cleared).toEqual([]);
    }
  });

  it('stops before filing when the session changes while the photos upload', async () => {
    let owner: string | null = 'user-1';
    const blob = new NodeFile([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'b.jpg', { type: 'image/jpeg' }) as unknown as Blob;
    const { queueDeps, cleared, calls } = deps(
      async () => ({ id: 'GOA-2026-000010' }),
      async () => {
        owner = 'user-2'; // another citizen signs in on this device during the upload
        return { url: '/uploads/new.jpg' };
      },
      () => owner,
    );
    await expect(sendQueuedDraft(draft({ photos: [{ id: 'p2', name: 'b.jpg', blob }] }), queueDeps)).resolves.toEqual({ kind: 'notOwner' });
    expect(calls).toEqual([]);
    expect(cleared).toEqual([]);
  });

  it('keeps the draft queued when the connection is still down', async () => {
    const { queueDeps, saved, cleared } = deps(async () => Promise.reject(networkError()));
    await expect(sendQueuedDraft(draft(), queueDeps)).resolves.toEqual({ kind: 'offline' });
    expect(saved).toEqual([]);
    expect(cleared).toEqual([]);
  });

  it('puts a refused draft back into editing with the server message', async () => {
    const refusal = new ApiRequestError({
      message: 'You have reached your monthly complaint limit.',
      code: 'QUOTA_EXCEEDED',
      status: 403,
      details: null,
      fromServer: true,
    });
    const { queueDeps, saved, cleared } = deps(async () => Promise.reject(refusal));
    await expect(sendQueuedDraft(draft(), queueDeps)).resolves.toEqual({ kind: 'failed', message: 'You have reached your monthly complaint limit.' });
    expect(saved).toHaveLength(1);
    expect(saved[0].queuedAt).toBeNull();
    expect(cleared).toEqual([]);
  });

  it('tells a network failure from a server answer', () => {
    expect(isNetworkFailure(networkError())).toBe(true);
    expect(isNetworkFailure({ message: 'x', code: 'VALIDATION_FAILED', status: 400 })).toBe(false);
    expect(isNetworkFailure({ message: 'x', code: 'SERVICE_UNAVAILABLE', status: 503 })).toBe(true);
    expect(isNetworkFailure({ error: { message: 'x', code: 'SERVICE_UNAVAILABLE', status: 503 } })).toBe(true);
    expect(isNetworkFailure({ message: 'x', code: 'INTERNAL_ERROR', status: 500 })).toBe(false);
  });
});
