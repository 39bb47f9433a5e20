import { createInflateRaw } from 'node:zlib';

/**
 * What an XLSX may hold before exceljs opens it. A real workbook has a few dozen entries (a few per sheet, picture
 * and chart): 5,000 leaves room for hundreds of sheets and pictures, and refuses a zip of countless tiny files
 * (each costs a parse and memory in exceljs). exceljs holds every unpacked part in memory, as a string and then as
 * its model (several times the text's size), so 300 MB unpacked is the most one upload may take while the server
 * serves others; a question file is far smaller (2,000 questions: 63 KB packed, under 1 MB unpacked).
 */
export const ZIP_LIMITS = { entries: 5_000, unpackedBytes: 300 * 1024 * 1024 } as const;

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const DIRECTORY_ENTRY_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const MAX_COMMENT = 0xffff;
const STORED = 0;
const DEFLATED = 8;

class UnsafeZip extends Error {}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeader: number;
}

/** The end-of-directory record's offset, searched from the end as JSZip (exceljs's unzipper) does. */
function endRecordOffset(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let offset = bytes.length - END_RECORD_SIZE; offset >= lowest; offset--) {
    if (bytes.readUInt32LE(offset) === END_OF_DIRECTORY) return offset;
  }
  throw new UnsafeZip('no zip end-of-directory record');
}

/**
 * The central directory's entries, counted as they are read (a zip of too many entries is refused at the first one
 * over). ZIP64 (only needed beyond 65,535 entries or 4 GB) is refused: its markers read as sizes over the limits.
 * The directory must end where the end record begins: JSZip would shift every offset of a zip with bytes before or
 * inside it, and read entries other than those checked here.
 */
function directoryEntries(bytes: Buffer): ZipEntry[] {
  const end = endRecordOffset(bytes);
  const directorySize = bytes.readUInt32LE(end + 12);
  const directoryOffset = bytes.readUInt32LE(end + 16);
  if (directoryOffset + directorySize !== end) throw new UnsafeZip('the central directory is not where it says');
  const entries: ZipEntry[] = [];
  let offset = directoryOffset;
  while (offset + DIRECTORY_ENTRY_SIZE <= end && bytes.readUInt32LE(offset) === DIRECTORY_ENTRY) {
    if (entries.length === ZIP_LIMITS.entries) throw new UnsafeZip(`more than ${ZIP_LIMITS.entries} entries`);
    const nameLength = bytes.readUInt16LE(offset + 28);
    entries.push({
      name: bytes.toString('utf8', offset + DIRECTORY_ENTRY_SIZE, offset + DIRECTORY_ENTRY_SIZE + nameLength),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize: bytes.readUInt32LE(offset + 20),
      declaredSize: bytes.readUInt32LE(offset + 24),
      localHeader: bytes.readUInt32LE(offset + 42),
    });
    offset += DIRECTORY_ENTRY_SIZE + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return entries;
}

/** An entry's packed bytes, found through its local header as JSZip finds them. */
function packedData(bytes: Buffer, entry: ZipEntry): Buffer {
  const header = entry.localHeader;
  if (header + LOCAL_HEADER_SIZE > bytes.length || bytes.readUInt32LE(header) !== LOCAL_HEADER) {
    throw new UnsafeZip(`${entry.name}: no local header`);
  }
  const start = header + LOCAL_HEADER_SIZE + bytes.readUInt16LE(header + 26) + bytes.readUInt16LE(header + 28);
  if (start + entry.compressedSize > bytes.length) throw new UnsafeZip(`${entry.name}: truncated`);
  return bytes.subarray(start, start + entry.compressedSize);
}

/**
 * Inflates an entry without keeping what comes out, counting its bytes: one that unpacks beyond its declared size
 * is stopped there (its declared size is what the total was checked against).
 */
function assertUnpacksWithin(data: Buffer, entry: ZipEntry): Promise<void> {
  if (entry.method === STORED) {
    if (data.length > entry.declaredSize) throw new UnsafeZip(`${entry.name}: larger than declared`);
    return Promise.resolve();
  }
  if (entry.method !== DEFLATED) throw new UnsafeZip(`${entry.name}: compression method ${entry.method}`);
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let unpacked = 0;
    inflate.on('data', (chunk: Buffer) => {
      unpacked += chunk.length;
      if (unpacked > entry.declaredSize) inflate.destroy(new UnsafeZip(`${entry.name}: unpacks beyond its size`));
    });
    inflate.on('error', reject);
    inflate.on('end', resolve);
    inflate.end(data);
  });
}

/**
 * Spec: a zip bomb is refused before exceljs inflates anything. Rejects when the file has more entries than
 * ZIP_LIMITS.entries, when its entries declare more than ZIP_LIMITS.unpackedBytes, or when an entry unpacks to more
 * than it declares; every entry is inflated once here (and dropped) to know.
 */
export async function assertSafeZip(bytes: Buffer): Promise<void> {
  if (bytes.length < END_RECORD_SIZE) throw new UnsafeZip('too short for a zip');
  const entries = directoryEntries(bytes);
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > ZIP_LIMITS.unpackedBytes) throw new UnsafeZip(`unpacks to more than ${ZIP_LIMITS.unpackedBytes}`);
  for (const entry of entries) await assertUnpacksWithin(packedData(bytes, entry), entry);
}
