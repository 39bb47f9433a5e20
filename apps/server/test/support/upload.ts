import type { FileRecord } from '../../src/modules/files/index.js';
import type { HttpClient } from './http-client.js';

export interface Part {
  name: string;
  content: Buffer;
  filename: string;
  /** The type the browser declares; the server decides from the content. */
  type?: string;
}

export function multipart(parts: Part[], description?: string): FormData {
  const form = new FormData();
  if (description !== undefined) form.append('description', description);
  for (const part of parts)
    form.append(part.name, new Blob([new Uint8Array(part.content)], { type: part.type ?? '' }), part.filename);
  return form;
}

/** POST /api/file/upload with the parts (file0, file1…) as the web app's upload queue sends them. */
export const upload = (as: HttpClient, parts: Part[], options: { query?: string; description?: string } = {}) =>
  as.upload<FileRecord[]>(`/api/file/upload${options.query ?? ''}`, multipart(parts, options.description));
