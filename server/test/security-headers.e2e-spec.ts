import { describe, it, before, after } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** The directives of a Content-Security-Policy header, each as its list of sources. */
function directives(header: string): Record<string, string[]> {
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('Security headers: CSP lists the origins in use, HSTS only over HTTPS, Permissions-Policy', () => {
  let local: TestApp;
  let behindProxy: TestApp;

  before(async () => {
    local = await createTestApp({}, { workers: false });
    behindProxy = await createTestApp(
      { TRUST_PROXY: 'loopback', UPLOAD_PROVIDER: 'cloudinary', CLOUDINARY_CLOUD_NAME: 'civic-demo', CLOUDINARY_API_KEY: '1234', CLOUDINARY_API_SECRET: 'x' },
      { workers: false },
    );
  });
  after(async () => {
    await local.close();
    await behindProxy.close();
  });

  it('img-src and connect-src name the map tiles, Razorpay and Google sign-in, never any https: origin', async () => {
    const res = await local.http().get('/api/health');
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['img-src']).not.toContain('https:');
    expect(csp['connect-src']).not.toContain('https:');
    expect(csp['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'https://*.tile.openstreetmap.org', 'https://tile.openstreetmap.org', 'https://cdn.razorpay.com']),
    );
    expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://accounts.google.com/gsi/', 'https://api.razorpay.com']));
    expect(csp['script-src']).toEqual(["'self'", 'https://accounts.google.com/gsi/client', 'https://checkout.razorpay.com']);
    // The local provider serves photos from the portal itself: no upload host.
    expect(csp['img-src'].some((s) => s.includes('cloudinary') || s.includes('imagekit'))).toBe(false);
  });

  it("the configured upload provider's hosts are listed (Cloudinary: delivery in img-src, upload API in connect-src)", async () => {
    const csp = directives((await behindProxy.http().get('/api/health')).headers['content-security-policy']);
    expect(csp['img-src']).toContain('https://res.cloudinary.com');
    expect(csp['connect-src']).toContain('https://api.cloudinary.com');
  });

  it('Strict-Transport-Security only on HTTPS answers: never over plain HTTP, nor on an untrusted X-Forwarded-Proto', async () => {
    expect((await local.http().get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    expect((await local.http().get('/api/health').set('X-Forwarded-Proto', 'https')).headers['strict-transport-security']).toBeUndefined();
    expect((await behindProxy.http().get('/api/health')).headers['strict-transport-security']).toBeUndefined();
    const https = await behindProxy.http().get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('Permissions-Policy allows geolocation and the camera for the portal only', async () => {
    for (const path of ['/api/health', '/api/no-such-thing']) {
      const res = await local.http().get(path);
      expect(res.headers['permissions-policy']).toBe('camera=(self), geolocation=(self), microphone=()');
    }
  });
});
