import { IMPORT_MESSAGES } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, notFound } from '../../core/errors.js';
import type { ImportedProjectSource } from '../../core/extensions/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { libraryGroupQuestions, projects } from '../../db/schema/index.js';
import { groupOf, insertLibraryQuestions, loadGroupTree } from '../library/index.js';
import { copyDraftQuestionnaire, readQuestionnaire } from '../questions/index.js';
import { createProjectTemplate, type ProjectTemplateInput } from '../templates/index.js';
import { findOwnImport } from './import-queries.js';

/** Ours: Manage Data before the file was read into the draft (still PENDING, or FAILED). */
const IMPORT_NOT_READY = 'The file has not been read into questions';

/** One of the viewer's own imports whose file was read into its draft. */
async function findReadImport(db: Database, viewer: Viewer, key: Parameters<typeof findOwnImport>[2]) {
  const row = await findOwnImport(db, viewer, key);
  if (row.status !== 'SUCCESS') throw badInput(IMPORT_NOT_READY);
  return row;
}

/** Spec 3 §5 Create project (createProject with copy { origin: IMPORT, id }): the draft of the viewer's own import. */
export const importedProjectSource: ImportedProjectSource = async ({ db, viewer, importId }) => {
  const row = await findReadImport(db, viewer, { id: importId });
  const [draft] = await db.select().from(projects).where(eq(projects.id, row.draftProjectId));
  return draft ?? null;
};

/**
 * Spec 3 §5 Create template: a DRAFT template by the template rules (name required ≤ 300, at least one of the
 * company's service types) whose draft gets copies of the import's sections and questions, in one transaction.
 */
export async function createTemplateFromImport(
  app: AppContext,
  viewer: Viewer,
  input: ProjectTemplateInput & { importId: string },
) {
  const row = await findReadImport(app.db, viewer, { id: input.importId });
  return createProjectTemplate(app, viewer, input, (tx, draftProjectId) =>
    copyDraftQuestionnaire(tx, row.draftProjectId, draftProjectId),
  );
}

/** Group links per insert: well under PostgreSQL's 65,535 parameters. */
const LINK_BATCH = 5000;

export interface DraftSectionCopy {
  id: string;
  groupId: string;
}

/**
 * Spec 3 §5, §7 Copy draft sections to library: each chosen section's questions become private questions of the
 * viewer's company's library (its own create path), linked to the chosen group. Every section must be one of the
 * draft's and every group one of the company's before anything is written. Answers how many questions were copied.
 */
export async function copyDraftSectionsToLibrary(
  app: AppContext,
  viewer: Viewer,
  draftProjectId: string,
  chosen: readonly DraftSectionCopy[],
): Promise<number> {
  if (chosen.length === 0) throw badInput(IMPORT_MESSAGES.selectSection, { sections: IMPORT_MESSAGES.selectSection });
  const row = await findReadImport(app.db, viewer, { draftProjectId });
  const [draft, tree] = await Promise.all([
    readQuestionnaire(app.db, row.draftProjectId),
    loadGroupTree(app.db, viewer),
  ]);
  const groupOfSection = new Map<string, string>();
  for (const { id, groupId } of chosen) {
    if (!draft.sections.some((section) => section.id === id)) throw notFound('Section');
    groupOfSection.set(id, groupOf(tree, groupId).id);
  }
  const copied = draft.questions.filter((question) => groupOfSection.has(question.sectionId));
  return app.db.transaction(async (tx) => {
    const made = await insertLibraryQuestions(
      tx,
      viewer,
      copied.map((question) => ({ definition: question.definition, isPublic: false })),
    );
    const links = made.map((row, index) => ({
      groupId: groupOfSection.get(copied[index]?.sectionId ?? '') ?? '',
      questionId: row.id,
    }));
    for (let start = 0; start < links.length; start += LINK_BATCH) {
      await tx.insert(libraryGroupQuestions).values(links.slice(start, start + LINK_BATCH));
    }
    return links.length;
  });
}
