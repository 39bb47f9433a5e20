import { crc32 } from 'node:zlib';

type Field = readonly [value: number, bytes: 2 | 4];
const short = (value: number): Field => [value, 2];
const long = (value: number): Field => [value, 4];

/** A real ZIP archive of uncompressed entries: enough to make office-like files that are not spreadsheets. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const fileName = Buffer.from(name);
    const data = Buffer.from(text);
    // version 2.0, no flags, stored, 1980-01-01 00:00, CRC, both sizes, name length, no extra field
    const common = [
      short(20),
      short(0),
      short(0),
      short(0),
      short(0x21),
      long(crc32(data)),
      long(data.length),
      long(data.length),
      short(fileName.length),
      short(0),
    ];
    const local = record(0x04034b50, common);
    // made by 2.0, the common fields, no comment, disk 0, no attributes, where the local header starts
    const central = record(0x02014b50, [short(20), ...common, short(0), short(0), short(0), long(0), long(offset)]);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const count = Object.keys(entries).length;
  const end = record(0x06054b50, [
    short(0),
    short(0),
    short(count),
    short(count),
    long(directory.length),
    long(offset),
    short(0),
  ]);
  return Buffer.concat([...locals, directory, end]);
}

function record(signature: number, fields: Field[]): Buffer {
  const buffer = Buffer.alloc(4 + fields.reduce((sum, [, bytes]) => sum + bytes, 0));
  buffer.writeUInt32LE(signature, 0);
  let position = 4;
  for (const [value, bytes] of fields) {
    if (bytes === 4) buffer.writeUInt32LE(value >>> 0, position);
    else buffer.writeUInt16LE(value, position);
    position += bytes;
  }
  return buffer;
}
