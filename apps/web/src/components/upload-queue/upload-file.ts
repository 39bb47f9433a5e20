import { z } from 'zod';
import { rest } from '../../lib/rest';

const uploadedFileSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  filename: z.string(),
  url: z.string(),
  mimetype: z.string(),
  size: z.number(),
  description: z.string().nullable().optional(),
});

export type UploadedFile = z.output<typeof uploadedFileSchema>;

const uploadResponseSchema = z.tuple([uploadedFileSchema]).rest(uploadedFileSchema);

/**
 * Sends one file to POST /api/file/upload as the multipart part `file0`.
 * `types` narrows what the server accepts, for instance 'xlsx'.
 */
export async function uploadFile(file: File, types?: string): Promise<UploadedFile> {
  const formData = new FormData();
  formData.append('file0', file);
  const [record] = await rest('/api/file/upload', uploadResponseSchema, { formData, query: { types } });
  return record;
}

/** Where a stored file downloads from (GET /api/file/:id), for records that carry only its id. */
export const fileDownloadUrl = (id: string) => `/api/file/${encodeURIComponent(id)}`;
