import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support/test-app.js';

const webDist = await mkdtemp(path.join(os.tmpdir(), 'shortlist-web-dist-'));
const script = `console.log(${JSON.stringify('x'.repeat(5000))});`;
const HTML = '<!doctype html><title>Shortlist</title><script type="module" src="/assets/index-a1b2c3.js"></script>';

beforeAll(async () => {
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), HTML);
  await writeFile(path.join(webDist, 'assets/index-a1b2c3.js'), script);
  await writeFile(path.join(webDist, 'assets/index-a1b2c3.js.br'), brotliCompressSync(script));
  await writeFile(path.join(webDist, 'assets/index-a1b2c3.js.gz'), gzipSync(script));
  await writeFile(path.join(webDist, 'assets/small-d4e5f6.js'), 'export {};');
});
afterAll(() => rm(webDist, { recursive: true, force: true }));

const testApp = useTestApp({ webDist });

const get = (pathname: string, acceptEncoding = 'br, gzip') =>
  fetch(`${testApp.baseUrl}${pathname}`, { headers: { 'accept-encoding': acceptEncoding } });

describe('Web app delivery', () => {
  it('sends hashed scripts brotli-compressed when the browser accepts it, cached for a year as immutable', async () => {
    const response = await get('/assets/index-a1b2c3.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await response.text()).toBe(script);
  });

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await get('/assets/index-a1b2c3.js', 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(script);
    const plain = await get('/assets/index-a1b2c3.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(script);
    const uncompressedOnly = await get('/assets/small-d4e5f6.js');
    expect(uncompressedOnly.headers.get('content-encoding')).toBeNull();
    expect(uncompressedOnly.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html for app routes with no-cache, so a new release is picked up on the next visit', async () => {
    for (const pathname of ['/', '/projects/search', '/index.html']) {
      const response = await get(pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(HTML);
    }
  });

  it('answers a missing asset with a 404 rather than the app page', async () => {
    const response = await get('/assets/index-000000.js');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
