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
 * are never deleted), and the questions' definitions name them. At most two statements, none without attachments.
 */
export async function adoptAttachments<Row extends { definition: QuestionDefinition }>(
  db: Database,
  companyId: string,
  questions: readonly Row[],
): Promise<Row[]> {
  const ids = attachmentIds(questions.map((question) => question.definition));
  if (ids.length === 0) return [...questions];
  const foreign = await db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), ne(files.companyId, companyId)));
  if (foreign.length === 0) return [...questions];
  const renamed = new Map(foreign.map((file) => [file.id, randomUUID()]));
  await db.insert(files).values(
    foreign.map(({ createdAt: _createdAt, ...file }: FileRow) => ({
      ...file,
      id: renamed.get(file.id),
      companyId,
      uploadedBy: null,
    })),
  );
  return questions.map((question) => {
    const { attachments } = question.definition;
    if (!attachments?.some((file) => renamed.has(file.id))) return question;
    const renamedFiles = attachments.map((file) => ({ ...file, id: renamed.get(file.id) ?? file.id }));
    return { ...question, definition: { ...question.definition, attachments: renamedFiles } };
  });
}
