import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { AnswerFile } from '@shortlist/domain';
import type { Database } from '../db/client.js';
import { files } from '../db/schema/index.js';
import type { FileStorage } from '../platform/files/index.js';

const PDF_TEXT_ESCAPES = /[\\()]/g;

/** A one-page PDF showing these lines (Helvetica, 12 pt), with a correct cross-reference table. */
export function demoPdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 12 Tf 56 ${760 - index * 18} Td (${line.replace(PDF_TEXT_ESCAPES, '\\$&')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Stores a demo PDF as one of the company's uploads and answers it as a FILE answer names it. */
export async function storeDemoPdf(
  tx: Database,
  storage: FileStorage,
  owner: { companyId: string; uploadedBy: string | null },
  filename: string,
  lines: readonly string[],
): Promise<AnswerFile> {
  const storageKey = `${owner.companyId}/${randomUUID()}`;
  const size = await storage.put(storageKey, Readable.from(demoPdf(lines)));
  const [row] = await tx
    .insert(files)
    .values({ ...owner, filename, mimetype: 'application/pdf', size, storageKey })
    .returning({ id: files.id, filename: files.filename });
  if (!row) throw new Error('The demo file was not recorded');
  return row;
}
