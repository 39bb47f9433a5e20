import { open } from 'node:fs/promises';

/** Types a caller may restrict an upload to, recognised by their content rather than their name. */
export const FILE_TYPES = {
  xlsx: { mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: '.xlsx' },
  pdf: { mimetype: 'application/pdf', label: '.pdf' },
  png: { mimetype: 'image/png', label: '.png' },
  jpeg: { mimetype: 'image/jpeg', label: '.jpg' },
  gif: { mimetype: 'image/gif', label: '.gif' },
  webp: { mimetype: 'image/webp', label: '.webp' },
  docx: { mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: '.docx' },
  pptx: { mimetype: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', label: '.pptx' },
  text: { mimetype: 'text/plain; charset=utf-8', label: '.txt' },
} as const;

/** What an upload of content no rule recognises is stored and served as: bytes to download, never to render. */
export const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/** The types the browser may show in the page; any other file is sent as a download. */
export const INLINE_MIMETYPES: ReadonlySet<string> = new Set(
  (['pdf', 'png', 'jpeg', 'gif', 'webp'] as const).map((name) => FILE_TYPES[name].mimetype),
);

export type FileTypeName = keyof typeof FILE_TYPES;

export function isFileTypeName(value: string): value is FileTypeName {
  return Object.hasOwn(FILE_TYPES, value);
}

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte);

const TEXT_SAMPLE_BYTES = 64 * 1024;
/** Tab, line feed, form feed and carriage return: the only control characters text holds. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);
const isBinaryControl = (byte: number) => (byte < 0x20 && !TEXT_CONTROLS.has(byte)) || byte === 0x7f;

/** Whether the sample reads as UTF-8 text (a multi-byte character cut at the sample's end is allowed). */
function isText(sample: Buffer): boolean {
  if (sample.length === 0 || sample.some(isBinaryControl)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return true;
  } catch {
    return false;
  }
}

const ZIP_ENTRY_TYPES: [entry: string, type: FileTypeName][] = [
  ['xl/workbook.xml', 'xlsx'],
  ['word/document.xml', 'docx'],
  ['ppt/presentation.xml', 'pptx'],
];

/**
 * Recognises a stored file from its first bytes, for ZIP containers from their central directory, and UTF-8 text
 * from a sample; null when nothing fits (the file is then kept as UNKNOWN_CONTENT_TYPE, whatever the browser said).
 */
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
      return ZIP_ENTRY_TYPES.find(([entry]) => tail.includes(entry))?.[1] ?? null;
    }
    const sample = Buffer.alloc(Math.min(size, TEXT_SAMPLE_BYTES));
    await handle.read(sample, 0, sample.length, 0);
    return isText(sample) ? 'text' : null;
  } finally {
    await handle.close();
  }
}
