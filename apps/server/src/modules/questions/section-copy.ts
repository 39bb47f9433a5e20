import {
  isQuestionnaireEditable,
  type SectionCopyAction,
  type SectionCopyValues,
  sectionCopySchema,
} from '@shortlist/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, notFound, parseInput } from '../../core/errors.js';
import { usersSeeingProject } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { sections } from '../../db/schema/index.js';
import { placed, renumber } from './positions.js';
import {
  assertAllowed,
  findQuestionnaireProject,
  findSection,
  mayAddSection,
  QUESTIONNAIRE_MESSAGES,
  type QuestionnaireProject,
  type SectionContext,
  sectionRights,
} from './question-access.js';
import {
  appendQuestionCopies,
  appendSectionCopies,
  type CopyRules,
  keepEveryone,
  keepOnly,
  peopleOf,
  type QuestionnaireContent,
  readSectionContent,
} from './questionnaire-copy.js';
import { loadSection } from './questionnaire-queries.js';

/** Spec 3 §7 Copy section as GraphQL sends it (absent fields as null). */
export interface SectionCopyInput {
  sectionId: string;
  action?: SectionCopyAction | null;
  name?: string | null;
  targetSectionId?: string | null;
  targetProjectId?: string | null;
}

/** Where the copies go: an existing section (its questions are appended), or a new section of a project. */
type CopyTarget =
  | { kind: 'SECTION'; context: SectionContext }
  | { kind: 'NEW_SECTION'; context: QuestionnaireProject; name: string; afterSectionId?: string };

/** A section of `project` that takes the copied questions: its managers only (spec 3 §6); elsewhere not found. */
async function targetSection(db: Database, viewer: Viewer, projectId: string, sectionId: string) {
  const context = await findSection(db, viewer, sectionId);
  if (context.project.id !== projectId) throw notFound('Section');
  assertAllowed(sectionRights(viewer, context).addQuestion);
  return context;
}

/** A project the viewer adds a section to (as createProjectSection). */
function newSection(viewer: Viewer, context: QuestionnaireProject, name: string, afterSectionId?: string): CopyTarget {
  assertAllowed(mayAddSection(viewer, context));
  return { kind: 'NEW_SECTION', context, name, afterSectionId };
}

/** The target project: one of the viewer's tenant (else not found) whose questionnaire may still change. */
async function targetProject(db: Database, viewer: Viewer, projectId: string) {
  const context = await findQuestionnaireProject(db, viewer, projectId);
  if (!isQuestionnaireEditable(context.project.status)) {
    throw badInput(QUESTIONNAIRE_MESSAGES.locked, { targetProjectId: QUESTIONNAIRE_MESSAGES.locked });
  }
  return context;
}

async function resolveTarget(
  db: Database,
  viewer: Viewer,
  source: SectionContext,
  values: SectionCopyValues,
): Promise<CopyTarget> {
  if (values.action === 'DUPLICATE') return newSection(viewer, source, values.name, source.section.id);
  if (values.action === 'INTO_SECTION') {
    return { kind: 'SECTION', context: await targetSection(db, viewer, source.project.id, values.targetSectionId) };
  }
  const project = await targetProject(db, viewer, values.targetProjectId);
  if (!values.targetSectionId) return newSection(viewer, project, values.name ?? source.section.name);
  return { kind: 'SECTION', context: await targetSection(db, viewer, project.project.id, values.targetSectionId) };
}

/**
 * Owners and approvers are kept within the project; in another project only those who already see it (naming them
 * there would open that project to them). A copy is PENDING, keeps its weight and is never template read-only.
 */
async function copyRules(
  db: Database,
  content: QuestionnaireContent,
  from: SectionContext,
  to: CopyTarget,
): Promise<CopyRules> {
  const people =
    to.context.project.id === from.project.id
      ? keepEveryone
      : keepOnly(await usersSeeingProject(db, to.context.project, peopleOf(content)));
  return { owner: people, approver: people, keepStatus: false, keepWeight: true, isReadonly: () => false };
}

/** Puts the new section right after another; the sections after it move down. */
async function placeAfter(db: Database, projectId: string, afterId: string, copyId: string) {
  const rows = await db
    .select({ id: sections.id })
    .from(sections)
    .where(eq(sections.projectId, projectId))
    .orderBy(asc(sections.position), asc(sections.createdAt));
  const ids = rows.map((row) => row.id);
  await renumber(db, sections, placed(ids, copyId, ids.indexOf(afterId) + 1));
}

/** Writes the copies in one transaction; answers the id of the section created or filled. */
function writeCopies(app: AppContext, source: SectionContext, target: CopyTarget): Promise<string> {
  return app.db.transaction(async (tx) => {
    const content = await readSectionContent(tx, source.section);
    const rules = await copyRules(tx, content, source, target);
    const projectId = target.context.project.id;
    if (target.kind === 'SECTION') {
      const sectionId = target.context.section.id;
      await appendQuestionCopies(tx, content.questions, { projectId, sectionId }, rules);
      return sectionId;
    }
    const [copyId = ''] = (await appendSectionCopies(tx, content, projectId, rules, target.name)).sections.values();
    if (target.afterSectionId) await placeAfter(tx, projectId, target.afterSectionId, copyId);
    return copyId;
  });
}

/**
 * Spec 3 §5, §7 Copy section: duplicate it in its project (after it, under the new name), copy its questions into
 * another section of the project, or into another project (one of its sections, or a new section appended with the
 * given name or the source's). Needs the copy right on the source and the right to add there (spec 3 §6); the
 * target project must be DRAFT or IN_REVIEW. Answers the section created or filled, with its questions.
 */
export async function copySection(app: AppContext, viewer: Viewer, input: SectionCopyInput) {
  const values = parseInput(sectionCopySchema, input);
  const source = await findSection(app.db, viewer, input.sectionId);
  assertAllowed(sectionRights(viewer, source).copy);
  const target = await resolveTarget(app.db, viewer, source, values);
  const sectionId = await writeCopies(app, source, target);
  return loadSection(app.db, viewer, target.context, sectionId);
}
