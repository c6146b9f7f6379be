import { describe, it } from 'node:test';
import { expect } from 'expect';
import { isSubresourceAsset } from './security-headers.js';

describe('isSubresourceAsset: the build files that get no document headers', () => {
  it('is true for hashed scripts, style sheets and fonts under /assets/, with or without a query', () => {
    for (const url of ['/assets/react-C1iE8mnY.js', '/assets/start-CMuMXt9a.css', '/assets/noto-sans-devanagari-400-normal-BlDd6KY1.woff2', '/assets/a.js?v=1'])
      expect([url, isSubresourceAsset(url)]).toEqual([url, true]);
  });

  it('is false for documents, workers, SVG images, the API and anything outside /assets/', () => {
    for (const url of [
      '/',
      '/complaint',
      '/index.html',
      '/sw.js',
      '/workbox-5ffe50d4.js',
      '/assets/photo-resize.worker-jpZcyIhF.js',
      '/assets/logo.svg',
      '/assets/nested/x.js',
      '/api/categories',
      '/api/assets/x.js',
      '/uploads/3f1c.jpg',
    ])
      expect([url, isSubresourceAsset(url)]).toEqual([url, false]);
  });
});
