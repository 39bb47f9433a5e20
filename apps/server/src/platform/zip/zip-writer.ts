import { crc32, deflateRawSync } from 'node:zlib';

/** One file of an archive: its path inside the archive (forward slashes) and its bytes. */
export interface ZipEntry {
  name: string;
  data: Buffer;
}

const u16 = (value: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16LE(value);
  return bytes;
};
const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value >>> 0);
  return bytes;
};

// 1980-01-01 00:00 in MS-DOS time: entries carry no real date, so an archive's bytes depend on its content only.
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
// Bit 11: the names are UTF-8.
const UTF8_NAMES = 0x0800;

/**
 * A ZIP archive (PKWARE APPNOTE 6.3, no ZIP64: each entry and the whole archive under 4 GiB) of the entries, each
 * deflated. Built in memory: the company export it serves holds a company's own files, bounded by its plan.
 */
export function zipArchive(entries: readonly ZipEntry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data);
    const common = [
      u16(20),
      u16(UTF8_NAMES),
      u16(8),
      u16(DOS_TIME),
      u16(DOS_DATE),
      u32(crc32(entry.data)),
      u32(packed.length),
      u32(entry.data.length),
      u16(name.length),
    ];
    const local = Buffer.concat([u32(0x04034b50), ...common, u16(0), name]);
    parts.push(local, packed);
    central.push(
      Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u16(0), u32(0), u32(offset), name]),
    );
    offset += local.length + packed.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(directory.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...parts, directory, end]);
}
