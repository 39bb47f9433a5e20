import { constants, createDeflateRaw } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { newWorkbook, readWorkbook, workbookBytes } from './workbook.js';
import { ZIP_LIMITS } from './zip-limits.js';

interface Part {
  name: string;
  packed: Buffer;
  method: 0 | 8;
  /** What the directory says the entry unpacks to. */
  declaredSize: number;
}

/** A zip as a writer would lay it out: local headers and data, the central directory, the end record. */
function zipOf(parts: readonly Part[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.packed.length, 18);
    local.writeUInt32LE(part.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(part.method, 10);
    entry.writeUInt32LE(part.packed.length, 20);
    entry.writeUInt32LE(part.declaredSize, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(local, name, part.packed);
    directory.push(entry, name);
    offset += local.length + name.length + part.packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/**
 * `mebibytes` MiB of zeros, deflated to about a kilobyte per MiB: one fully flushed block of a MiB of zeros (which
 * refers to nothing before it) repeated, then an empty final block.
 */
async function deflatedZeros(mebibytes: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  deflate.write(Buffer.alloc(1024 * 1024));
  await new Promise<void>((resolve) => deflate.flush(constants.Z_FULL_FLUSH, () => resolve()));
  const block = Buffer.concat(chunks);
  return Buffer.concat([...Array.from({ length: mebibytes }, () => block), Buffer.from([0x03, 0x00])]);
}

async function refusalOf(bytes: Buffer) {
  const started = performance.now();
  const error = await readWorkbook(bytes).then(
    () => null,
    (reason: unknown) => reason,
  );
  return { error, milliseconds: performance.now() - started };
}

describe('readWorkbook refuses zip bombs before exceljs inflates them', () => {
  it('refuses a zip of more entries than the limit', async () => {
    const parts = Array.from({ length: ZIP_LIMITS.entries + 1 }, (_, index): Part => {
      return { name: `xl/media/${index}.bin`, packed: Buffer.alloc(0), method: 0, declaredSize: 0 };
    });
    const { error, milliseconds } = await refusalOf(zipOf(parts));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(`more than ${ZIP_LIMITS.entries} entries`);
    expect(milliseconds).toBeLessThan(1000);
  });

  it('refuses an entry of zeros declared larger than the limit, without inflating it', async () => {
    const packed = await deflatedZeros(400);
    expect(packed.length).toBeLessThan(500 * 1024);
    const bomb = zipOf([{ name: 'xl/worksheets/sheet1.xml', packed, method: 8, declaredSize: 400 * 1024 * 1024 }]);
    const { error, milliseconds } = await refusalOf(bomb);
    expect((error as Error).message).toBe(`unpacks to more than ${ZIP_LIMITS.unpackedBytes}`);
    expect(milliseconds).toBeLessThan(1000);
  });

  it('stops an entry that unpacks beyond the small size it declares', async () => {
    const packed = await deflatedZeros(400);
    const liar = zipOf([{ name: 'xl/worksheets/sheet1.xml', packed, method: 8, declaredSize: 1024 }]);
    const { error, milliseconds } = await refusalOf(liar);
    expect((error as Error).message).toBe('xl/worksheets/sheet1.xml: unpacks beyond its size');
    expect(milliseconds).toBeLessThan(1000);
  });

  it('refuses bytes that are no zip', async () => {
    const { error } = await refusalOf(Buffer.from('Section,Question\nSecurity,Do you encrypt data?\n'));
    expect((error as Error).message).toBe('no zip end-of-directory record');
  });

  it('opens an ordinary workbook', async () => {
    const workbook = await newWorkbook();
    workbook.addWorksheet('Questions').addRow(['Security', 'Do you encrypt data at rest?']);
    const read = await readWorkbook(await workbookBytes(workbook));
    expect(read.getWorksheet('Questions')?.getCell('B1').text).toBe('Do you encrypt data at rest?');
  });
});
