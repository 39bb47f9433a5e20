import {
  type LibraryQuestionFormValues,
  libraryQuestionFormSchema,
  libraryQuestionIdsSchema,
  type QuestionDefinition,
} from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { assertVersion, conflict, forbidden, notFound, parseInput } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { libraryQuestions, libraryQuestionVersions } from '../../db/schema/index.js';
import { tenantAttachments, withOptionIds } from '../questions/index.js';
import {
  assertEditable,
  assertLibraryUser,
  findLibraryQuestion,
  findLibraryQuestions,
  type LibraryQuestionRow,
  permissionsOf,
} from './library-access.js';
import { replaceQuestionTags, tagIdsFor } from './library-tags.js';
import { loadQuestionView } from './library-views.js';

type AttachmentInput = { id: string; filename?: string | null };

/** Spec 3 §7 Create / update library question: the question fields, its tags (labels) and Make Public. */
export interface LibraryQuestionInput {
  question: Record<string, unknown> & { attachments?: AttachmentInput[] | null };
  tags?: string[] | null;
  isPublic?: boolean | null;
}

/**
 * The form checked with the domain's rules (field errors such as 'question.options'). Attachments must be files of
 * the viewer's company, or already attached to the question (another company's public question edited with
 * MANAGE_BROKERS keeps its files).
 */
async function formValues(
  db: Database,
  viewer: Viewer,
  input: LibraryQuestionInput,
  current?: QuestionDefinition,
): Promise<LibraryQuestionFormValues> {
  const kept = new Map((current?.attachments ?? []).map((file) => [file.id, file]));
  const given = input.question.attachments ?? [];
  const checked = await tenantAttachments(
    db,
    viewer,
    given.filter((file) => !kept.has(file.id)),
    'question.attachments',
  );
  const byId = new Map([...kept, ...checked.map((file) => [file.id, file] as const)]);
  const attachments = given.flatMap((file) => byId.get(file.id) ?? []);
  const values = parseInput(libraryQuestionFormSchema, { ...input, question: { ...input.question, attachments } });
  return { ...values, question: withOptionIds(values.question) };
}

/** Records the question's content as its newest history entry. */
function recordVersion(tx: Database, viewer: Viewer, row: LibraryQuestionRow) {
  return tx.insert(libraryQuestionVersions).values(versionOf(viewer, row));
}

const versionOf = (viewer: Viewer, row: LibraryQuestionRow) => ({
  questionId: row.id,
  version: row.version,
  definition: row.definition,
  updatedBy: viewer.user.id,
  updatedAt: row.updatedAt,
});

export interface NewLibraryQuestion {
  definition: QuestionDefinition;
  isPublic: boolean;
  tags?: readonly string[] | null;
}

export async function insertLibraryQuestion(tx: Database, viewer: Viewer, question: NewLibraryQuestion) {
  const [row] = await insertLibraryQuestions(tx, viewer, [question]);
  if (!row) throw new Error('The library question was not created');
  if (question.tags?.length) await replaceQuestionTags(tx, viewer, row.id, await tagIdsFor(tx, viewer, question.tags));
  return row;
}

/** Questions per insert: well under PostgreSQL's 65,535 parameters. */
const INSERT_BATCH = 1000;

/**
 * New questions of the viewer's company's library, each with its first version: two statements a thousand questions
 * (tags are insertLibraryQuestion's). Answers the rows in the order given.
 */
export async function insertLibraryQuestions(
  tx: Database,
  viewer: Viewer,
  questions: readonly Omit<NewLibraryQuestion, 'tags'>[],
): Promise<LibraryQuestionRow[]> {
  const rows: LibraryQuestionRow[] = [];
  for (let start = 0; start < questions.length; start += INSERT_BATCH) {
    const inserted = await tx
      .insert(libraryQuestions)
      .values(
        questions.slice(start, start + INSERT_BATCH).map((question) => ({
          companyId: viewer.company.id,
          definition: question.definition,
          isPublic: question.isPublic,
          createdBy: viewer.user.id,
        })),
      )
      .returning();
    await tx.insert(libraryQuestionVersions).values(inserted.map((row) => versionOf(viewer, row)));
    rows.push(...inserted);
  }
  return rows;
}

/** Spec 3 §7 Create library question, in the viewer's company's library. */
export async function createLibraryQuestion(app: AppContext, viewer: Viewer, input: LibraryQuestionInput) {
  assertLibraryUser(viewer);
  const values = await formValues(app.db, viewer, input);
  const row = await app.db.transaction((tx) =>
    insertLibraryQuestion(tx, viewer, { definition: values.question, isPublic: values.isPublic, tags: values.tags }),
  );
  return loadQuestionView(app.db, viewer, row.id);
}

/**
 * Writes a new content at the version the user read (checked by the caller; one saved meanwhile is a conflict and
 * nothing changes), records it in the history and, when given, replaces the tags.
 */
async function saveVersion(
  app: AppContext,
  viewer: Viewer,
  row: LibraryQuestionRow,
  version: number,
  changes: { definition: QuestionDefinition; isPublic: boolean; tags?: readonly string[] | null },
) {
  await app.db.transaction(async (tx) => {
    const [saved] = await tx
      .update(libraryQuestions)
      .set({
        definition: changes.definition,
        isPublic: changes.isPublic,
        version: version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(libraryQuestions.id, row.id), eq(libraryQuestions.version, version)))
      .returning();
    if (!saved) throw conflict('question');
    await recordVersion(tx, viewer, saved);
    if (changes.tags) await replaceQuestionTags(tx, viewer, row.id, await tagIdsFor(tx, viewer, changes.tags));
  });
  return loadQuestionView(app.db, viewer, row.id);
}

/**
 * Spec 3 §6, §7 Update library question: only an editable one (external never; another user's public one only with
 * MANAGE_BROKERS), and Make Public is changed only where it is offered (never on another company's question), before
 * anything is written. Absent tags or isPublic stay as they are.
 */
export async function updateLibraryQuestion(
  app: AppContext,
  viewer: Viewer,
  id: string,
  version: number,
  input: LibraryQuestionInput,
) {
  const row = await findLibraryQuestion(app.db, viewer, id);
  assertVersion('question', row.version, version);
  assertEditable(viewer, row);
  const keepsPublic = input.isPublic === null || input.isPublic === undefined;
  if (!keepsPublic && input.isPublic !== row.isPublic && !permissionsOf(viewer, row).makePublic) throw forbidden();
  const values = await formValues(app.db, viewer, input, row.definition);
  return saveVersion(app, viewer, row, version, {
    definition: values.question,
    isPublic: keepsPublic ? row.isPublic : values.isPublic,
    tags: values.tags,
  });
}

/** Spec 3 §4, §7 Restore question version: that version's content becomes the newest version. */
export async function restoreLibraryQuestionVersion(
  app: AppContext,
  viewer: Viewer,
  id: string,
  version: number,
  versionId: string,
) {
  const row = await findLibraryQuestion(app.db, viewer, id);
  assertVersion('question', row.version, version);
  assertEditable(viewer, row);
  if (!isUuid(versionId)) throw notFound('Version');
  const [entry] = await app.db
    .select({ definition: libraryQuestionVersions.definition })
    .from(libraryQuestionVersions)
    .where(and(eq(libraryQuestionVersions.id, versionId), eq(libraryQuestionVersions.questionId, id)));
  if (!entry) throw notFound('Version');
  return saveVersion(app, viewer, row, version, { definition: entry.definition, isPublic: row.isPublic });
}

/** Spec 3 §7 Delete library questions: every one must be the viewer's to delete, else nothing is deleted. */
export async function deleteLibraryQuestions(app: AppContext, viewer: Viewer, ids: ReadonlyArray<string>) {
  const values = parseInput(libraryQuestionIdsSchema, { ids });
  const rows = await findLibraryQuestions(app.db, viewer, values.ids);
  for (const row of rows) assertEditable(viewer, row);
  await app.db.delete(libraryQuestions).where(inArray(libraryQuestions.id, values.ids));
  return values.ids;
}
