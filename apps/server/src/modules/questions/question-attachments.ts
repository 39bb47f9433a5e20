import { randomUUID } from 'node:crypto';
import type { QuestionDefinition } from '@shortlist/domain';
import { type AnyColumn, and, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/index.js';

type FileRow = typeof files.$inferSelect;

/** Whether the question definition in `definition` has the file among its attachments. */
export const hasAttachment = (definition: AnyColumn, fileId: string): SQL =>
  sql`${definition} -> 'attachments' @> ${JSON.stringify([{ id: fileId }])}::jsonb`;

const attachmentIds = (definitions: readonly QuestionDefinition[]) => [
  ...new Set(definitions.flatMap((definition) => (definition.attachments ?? []).map((file) => file.id))),
];

/**
 * Questions copied into a company's project from another company (a public MeshVault question, another firm's
 * published template) bring that company's files, which the copying company could neither open nor save again. The
 * copies get files of their own: new rows of the company (no uploader) over the same stored content (stored files
 * are never deleted), and the definitions name them. At most two statements, none without attachments.
 */
export async function adoptAttachments<Definition extends QuestionDefinition>(
  db: Database,
  companyId: string,
  definitions: readonly Definition[],
): Promise<Definition[]> {
  const ids = attachmentIds(definitions);
  if (ids.length === 0) return [...definitions];
  const foreign = await db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), ne(files.companyId, companyId)));
  if (foreign.length === 0) return [...definitions];
  const renamed = new Map(foreign.map((file) => [file.id, randomUUID()]));
  await db.insert(files).values(
    foreign.map(({ createdAt: _createdAt, ...file }: FileRow) => ({
      ...file,
      id: renamed.get(file.id),
      companyId,
      uploadedBy: null,
    })),
  );
  return definitions.map((definition) =>
    definition.attachments?.some((file) => renamed.has(file.id))
      ? {
          ...definition,
          attachments: definition.attachments.map((file) => ({ ...file, id: renamed.get(file.id) ?? file.id })),
        }
      : definition,
  );
}
