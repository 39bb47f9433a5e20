import { open } from 'node:fs/promises';

/** Types a caller may restrict an upload to, recognised by their content rather than their name. */
export const FILE_TYPES = {
  xlsx: { mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: '.xlsx' },
  pdf: { mimetype: 'application/pdf', label: '.pdf' },
  png: { mimetype: 'image/png', label: '.png' },
  jpeg: { mimetype: 'image/jpeg', label: '.jpg' },
  gif: { mimetype: 'image/gif', label: '.gif' },
  webp: { mimetype: 'image/webp', label: '.webp' },
} as const;

export type FileTypeName = keyof typeof FILE_TYPES;

export function isFileTypeName(value: string): value is FileTypeName {
  return Object.hasOwn(FILE_TYPES, value);
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte);

/** Recognises a stored file from its first bytes and, for ZIP containers, its central directory. */
export async function detectFileType(filePath: string): Promise<FileTypeName | null> {
  const handle = await open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const head = Buffer.alloc(Math.min(size, 16));
    await handle.read(head, 0, head.length, 0);
    if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
    if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
    if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
    if (startsWith(head, [0x47, 0x49, 0x46, 0x38])) return 'gif';
    if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
    if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
      // The central directory at the end of a ZIP lists every entry name uncompressed.
      const tailLength = Math.min(size, 256 * 1024);
      const tail = Buffer.alloc(tailLength);
      await handle.read(tail, 0, tailLength, size - tailLength);
      if (tail.includes('xl/workbook.xml')) return 'xlsx';
    }
    return null;
  } finally {
    await handle.close();
  }
}
