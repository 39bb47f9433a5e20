import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';

/**
 * Below this a response goes out as it is: compressing a profile or a page of projects costs more than the bytes it
 * saves on any network.
 */
export const COMPRESS_FROM_BYTES = 16 * 1024;
/**
 * From this size on the work goes to libuv's thread pool, off the event loop. Below it, compressing in place is
 * cheaper: a 70 KB deadline calendar takes 0.1 ms, while the hop to the pool and back costs more than that and,
 * with two cores, competes with the event loop and the database for them (the calendar's throughput fell by 40 %).
 */
export const COMPRESS_OFF_THREAD_FROM_BYTES = 256 * 1024;

const encodings = new Negotiator({ supportedValues: ['br', 'gzip'], cache: new Map() });

// The fastest levels: a 500 KB questionnaire shrinks tenfold either way, and the work stays near a millisecond
// instead of the several the default levels take.
const BROTLI_FAST = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP_FAST = { level: 1 };

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressors = {
  br: {
    inPlace: (text: string) => zlib.brotliCompressSync(text, BROTLI_FAST),
    offThread: (text: string) => brotli(text, BROTLI_FAST),
  },
  gzip: {
    inPlace: (text: string) => zlib.gzipSync(text, GZIP_FAST),
    offThread: (text: string) => gzip(text, GZIP_FAST),
  },
};

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
  if (encoding !== 'br' && encoding !== 'gzip') return { body: text, headers: vary };
  const compressor = compressors[encoding];
  const body =
    text.length < COMPRESS_OFF_THREAD_FROM_BYTES ? compressor.inPlace(text) : await compressor.offThread(text);
  return { body, headers: { ...vary, 'content-encoding': encoding } };
}
