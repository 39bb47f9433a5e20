import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** SHA-256 hex of a stream's bytes, read as it flows (a file is never held whole in memory). */
export async function sha256OfStream(content: Readable): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(content, hash);
  return hash.digest('hex');
}
