import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CSRF_HEADER } from '@shortlist/domain';
import { getIntrospectionQuery } from 'graphql';
import { describe, expect, it } from 'vitest';
import { COMPRESS_OFF_THREAD_FROM_BYTES, encodedBody } from '../../src/http/index.js';
import { useTestApp } from '../support/test-app.js';

const testApp = useTestApp();

/** The schema's introspection: a response of well over a hundred kilobytes, like a large questionnaire. */
const LARGE = getIntrospectionQuery();
const SMALL = '{ config { termsVersion } }';

const post = (query: string, acceptEncoding: string) =>
  fetch(`${testApp.baseUrl}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1', 'accept-encoding': acceptEncoding },
    body: JSON.stringify({ query }),
  });

const sentBytes = (response: Response) => Number(response.headers.get('content-length'));

describe('GraphQL response compression', () => {
  it('sends a large response brotli-compressed to a browser that accepts it, a tenth of its size', async () => {
    const response = await post(LARGE, 'gzip, deflate, br, zstd');
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const text = await response.text();
    expect(JSON.parse(text).data.__schema.types.length).toBeGreaterThan(100);
    expect(sentBytes(response)).toBeLessThan(text.length / 5);
  });

  it('falls back to gzip, then to plain text for a client that accepts neither', async () => {
    const gzipped = await post(LARGE, 'gzip');
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    const text = await gzipped.text();
    expect(sentBytes(gzipped)).toBeLessThan(text.length / 5);
    const plain = await post(LARGE, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
  });

  it('sends a small response as it is, where compressing would cost more than it saves', async () => {
    const response = await post(SMALL, 'br, gzip');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect((await response.json()).data.config.termsVersion).toBeTruthy();
  });
});

describe('compressing in place and off the event loop', () => {
  it('gives the same text back either side of the size where the work leaves the event loop', async () => {
    const row = JSON.stringify({ projectId: 'c0ffee', projectName: 'Payroll RFP', deadlines: [{ kind: 'ANSWERS' }] });
    for (const size of [COMPRESS_OFF_THREAD_FROM_BYTES / 4, COMPRESS_OFF_THREAD_FROM_BYTES * 2]) {
      const text = `[${Array.from({ length: Math.ceil(size / row.length) }, () => row).join(',')}]`;
      const brotli = await encodedBody(text, 'br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).toString()).toBe(text);
      const gzip = await encodedBody(text, 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(text);
    }
  });
});
