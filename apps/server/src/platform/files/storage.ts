import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded bytes live. Local disk by default; an S3-compatible store can implement the same interface. */
export interface FileStorage {
  put(key: string, content: Readable): Promise<number>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
}

export function createDiskStorage(root: string): FileStorage {
  const locate = (key: string) => {
    const target = path.resolve(root, key);
    if (!target.startsWith(path.resolve(root) + path.sep)) throw new Error('Storage key escapes the storage root');
    return target;
  };
  return {
    async put(key, content) {
      const target = locate(key);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(content, createWriteStream(target));
      return (await stat(target)).size;
    },
    read: (key) => createReadStream(locate(key)),
    remove: (key) => rm(locate(key), { force: true }),
  };
}
