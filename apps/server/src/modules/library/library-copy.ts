import { copyLibraryQuestionsSchema } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { projectQuestions } from '../../db/schema/index.js';
import { findLibraryQuestions, type LibraryQuestionRow } from '../library/library-access.js';
import { groupOf, linkedQuestions, loadGroupTree, subtreeOf } from '../library/library-group-tree.js';
import {
  adoptAttachments,
  assertAllowed,
  findSection,
  loadSection,
  positionAfterLast,
  type SectionContext,
  sectionRights,
} from '../questions/index.js';

/** Questions per insert: well under PostgreSQL's 65,535 parameters however large the group. */
const BATCH = 1000;

/**
 * Appends copies of library questions to the end of the section, in order: PENDING, default weight, no owner or
 * approver yet, `source_question_id` naming the library question; another company's attachments become the project
 * company's own. Two statements (one more per thousand, two more with another company's attachments).
 */
async function appendLibraryCopies(db: Database, target: SectionContext, questions: readonly LibraryQuestionRow[]) {
  if (questions.length === 0) return;
  const sectionId = target.section.id;
  const first = await positionAfterLast(db, projectQuestions, eq(projectQuestions.sectionId, sectionId));
  const copies = await adoptAttachments(db, target.project.companyId, questions);
  const rows = copies.map((question, index) => ({
    projectId: target.project.id,
    sectionId,
    position: first + index,
    sourceQuestionId: question.id,
    definition: question.definition,
  }));
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(projectQuestions).values(rows.slice(start, start + BATCH));
  }
}

/** A section of the viewer's tenant that the viewer may add library questions to (spec 3 §6; DRAFT or IN_REVIEW). */
async function librarySection(app: AppContext, viewer: Viewer, sectionId: string) {
  const context = await findSection(app.db, viewer, sectionId);
  assertAllowed(sectionRights(viewer, context).addFromLibrary);
  return context;
}

async function copyInto(app: AppContext, viewer: Viewer, target: SectionContext, questions: LibraryQuestionRow[]) {
  await app.db.transaction((tx) => appendLibraryCopies(tx, target, questions));
  return loadSection(app.db, viewer, target, target.section.id);
}

/**
 * Spec 3 §5, §7 Copy library questions to a project section: the section and at least one question are required;
 * each question must be one the viewer's company sees. Answers the section with its questions.
 */
export async function copyLibraryQuestionsToSection(
  app: AppContext,
  viewer: Viewer,
  sectionId: string,
  questionIds: ReadonlyArray<string>,
) {
  const values = parseInput(copyLibraryQuestionsSchema, {
    sectionId,
    questionIds,
  });
  const target = await librarySection(app, viewer, values.sectionId);
  return copyInto(app, viewer, target, await findLibraryQuestions(app.db, viewer, values.questionIds));
}

/**
 * Spec 3 §7 Copy a whole group to a project section: its questions, and with `withSubgroups` those of its subgroups
 * at every level (group by group, each question once). A group of another company answers as not found.
 */
export async function copyLibraryGroupToSection(
  app: AppContext,
  viewer: Viewer,
  sectionId: string,
  groupId: string,
  withSubgroups: boolean,
) {
  const target = await librarySection(app, viewer, sectionId);
  const tree = await loadGroupTree(app.db, viewer);
  const group = groupOf(tree, groupId);
  const groups = withSubgroups ? subtreeOf(group) : [group];
  const questions = await linkedQuestions(
    app.db,
    viewer,
    groups.map((each) => each.id),
  );
  return copyInto(app, viewer, target, questions);
}
