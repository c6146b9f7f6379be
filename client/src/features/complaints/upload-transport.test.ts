import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { sendWithProgress } from './upload-transport';
import { coarseProgress, uploadLocalWithProgress } from './use-photo-uploader';
import type { UploadStage } from './photo-upload';

/**
 * A stand-in for the browser's XMLHttpRequest that records the request and answers it as told, after reporting the
 * body's bytes in `steps` progress events (jsdom's own would send the request to a network there is none of).
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  static answer: { status: number; body: string; headers?: string } | 'network-error' = { status: 200, body: '{}' };
  static steps = [0.25, 0.5, 1];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  responseType = '';
  status = 0;
  statusText = '';
  response: Blob | null = null;
  private listeners: Record<string, (() => void)[]> = {};
  private uploadListeners: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void)[] = [];
  upload = {
    addEventListener: (_type: string, listener: (event: { lengthComputable: boolean; loaded: number; total: number }) => void) =>
      this.uploadListeners.push(listener),
  };
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
    FakeXhr.last = this;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: () => void) {
    (this.listeners[type] ??= []).push(listener);
  }
  getAllResponseHeaders() {
    return FakeXhr.answer === 'network-error' ? '' : (FakeXhr.answer.headers ?? 'content-type: application/json\r\n');
  }
  send(body: unknown) {
    this.body = body;
    const total = 1000;
    setTimeout(() => {
      for (const share of FakeXhr.steps) for (const listener of this.uploadListeners) listener({ lengthComputable: true, loaded: share * total, total });
      const answer = FakeXhr.answer;
      if (answer === 'network-error') return this.listeners.error?.forEach((l) => l());
      this.status = answer.status;
      this.statusText = answer.status === 200 ? 'OK' : 'Unsupported Media Type';
      this.response = new Blob([answer.body]);
      this.listeners.load?.forEach((l) => l());
    }, 0);
  }
}

const original = globalThis.XMLHttpRequest;
beforeEach(() => {
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  FakeXhr.answer = { status: 200, body: '{}' };
});
afterEach(() => {
  (globalThis as { XMLHttpRequest: unknown }).XMLHttpRequest = original;
});

// Node's File: the test environment lends jsdom Node's FormData, which takes only Node's Blobs.
const photo = () => new NodeFile([new Uint8Array(700)], 'pothole.jpg', { type: 'image/jpeg' }) as unknown as File;

describe('photo uploads with the bytes sent (XMLHttpRequest)', () => {
  it('posts the photo as the multipart field "file" with the bearer token and reports the bytes as they leave', async () => {
    FakeXhr.answer = { status: 201, body: JSON.stringify({ url: '/uploads/3f1c.jpg' }) };
    document.documentElement.lang = 'mr';
    const progress: [number, number][] = [];
    await expect(uploadLocalWithProgress(photo(), 'tok-1', (sent, total) => progress.push([sent, total]))).resolves.toEqual({ url: '/uploads/3f1c.jpg' });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['POST', '/api/uploads/local']);
    expect(xhr.headers).toEqual({ Accept: 'application/json', Authorization: 'Bearer tok-1', 'Accept-Language': 'mr' });
    expect(((xhr.body as FormData).get('file') as File).name).toBe('pothole.jpg');
    expect(progress).toEqual([
      [250, 1000],
      [500, 1000],
      [1000, 1000],
    ]);
  });

  it('rejects with the server’s message on a refusal, and as a network failure when no answer came', async () => {
    FakeXhr.answer = { status: 415, body: JSON.stringify({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported type' } }) };
    await expect(uploadLocalWithProgress(photo(), 'tok-1')).rejects.toMatchObject({ status: 415, message: 'Unsupported type', fromServer: true });
    FakeXhr.answer = 'network-error';
    await expect(uploadLocalWithProgress(photo(), 'tok-1')).rejects.toMatchObject({ status: 0, fromServer: false });
  });

  it('answers a provider’s upload as a fetch Response, status and body', async () => {
    FakeXhr.answer = { status: 200, body: JSON.stringify({ secure_url: 'https://res.cloudinary.com/x.jpg' }) };
    const response = await sendWithProgress('https://api.cloudinary.com/v1_1/goa/image/upload', { method: 'POST', body: new FormData() });
    expect(response.status).toBe(200);
    await expect(response.json()).resolves.toEqual({ secure_url: 'https://res.cloudinary.com/x.jpg' });
  });
});

describe('coarseProgress', () => {
  it('passes every stage on, but the bytes only when they cross a 2 % step', () => {
    const seen: UploadStage[] = [];
    const report = coarseProgress((stage) => seen.push(stage));
    report({ stage: 'resizing', percent: 10 });
    report({ stage: 'resizing', percent: 10 });
    report({ stage: 'sending' });
    for (let sent = 0; sent <= 1000; sent += 5) report({ stage: 'sending', sent, total: 1000 });
    expect(seen.filter((s) => s.stage === 'resizing')).toHaveLength(2);
    const bytes = seen.filter((s): s is { stage: 'sending'; sent: number; total: number } => s.stage === 'sending' && s.total !== undefined);
    expect(bytes).toHaveLength(51);
    expect(bytes[bytes.length - 1].sent).toBe(1000);
  });
});
