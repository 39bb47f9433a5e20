import { Negotiator } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/**
 * Below this a response goes out as it is: compressing a profile or a page of projects costs more than the bytes it
 * saves on any network.
 */
export const COMPRESS_FROM_BYTES = 16 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });

// The fastest levels: a 500 KB questionnaire shrinks tenfold either way, and the work stays near a millisecond (on
// libuv's thread pool, off the event loop) instead of the several the default levels take.
const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP_FAST = { level: 1 };

export interface EncodedBody {
  body: string | Buffer;
  /** Headers to add: the encoding chosen, and Vary since the body depends on Accept-Encoding. */
  headers: Record<string, string>;
}

/**
 * A large response body compressed the way the client accepts (brotli, else gzip), as browsers ask for with
 * Accept-Encoding; small bodies and clients that accept neither get the text.
 */
export async function encodedBody(text: string, acceptEncoding: string | undefined): Promise<EncodedBody> {
  const vary = { vary: 'Accept-Encoding' };
  if (text.length < COMPRESS_FROM_BYTES || !acceptEncoding) return { body: text, headers: vary };
  const encoding = encodings.negotiate(acceptEncoding);
  if (encoding === 'br')
    return { body: await brotli(text, BROTLI_FAST), headers: { ...vary, 'content-encoding': 'br' } };
  if (encoding === 'gzip')
    return { body: await gzip(text, GZIP_FAST), headers: { ...vary, 'content-encoding': 'gzip' } };
  return { body: text, headers: vary };
}
