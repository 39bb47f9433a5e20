import {
  canEditWeight,
  duplicateLabels,
  type QuestionPermissions,
  questionPermissions,
  type SectionPermissions,
  sectionPermissions,
} from '@shortlist/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { notFound } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { projectQuestions, sections, users } from '../../db/schema/index.js';
import { type ProjectUser, toProjectUser } from '../projects/index.js';
import {
  findQuestionnaireProject,
  type ProjectQuestionRow,
  permissionInput,
  type QuestionnaireProject,
  type SectionRow,
} from './question-access.js';

export interface QuestionView extends ProjectQuestionRow {
  owner: ProjectUser | null;
  approver: ProjectUser | null;
  /** Spec 2 §5 duplicates filter: another question of the section has the same label. */
  duplicate: boolean;
  permissions: QuestionPermissions & { editWeight: boolean };
}

export interface SectionView extends SectionRow {
  owner: ProjectUser | null;
  approver: ProjectUser | null;
  questions: QuestionView[];
  permissions: SectionPermissions;
}

export interface QuestionnaireView {
  projectId: string;
  sections: SectionView[];
  /** Spec 3 §6: product owners (and MANAGE_ALL_APPROVALS holders) add sections. */
  permissions: { addSection: boolean };
}

const owners = alias(users, 'owner');
const approvers = alias(users, 'approver');
const person = (table: typeof owners | typeof approvers) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  email: table.email,
});
const assigned = { owner: person(owners), approver: person(approvers) };
type Joined = { [Key in keyof Parameters<typeof toProjectUser>[0]]: string | null };
/** A left-joined user: null when there is none. */
const userOf = (row: Joined | null) =>
  row?.id
    ? toProjectUser({
        id: row.id,
        firstName: row.firstName ?? '',
        lastName: row.lastName ?? '',
        email: row.email ?? '',
      })
    : null;

/** The project's sections (or those named) in order, owner and approver joined: one statement. */
function readSections(db: Database, projectId: string, sectionIds?: readonly string[]) {
  return db
    .select({ section: sections, ...assigned })
    .from(sections)
    .leftJoin(owners, eq(owners.id, sections.ownerId))
    .leftJoin(approvers, eq(approvers.id, sections.approverId))
    .where(and(eq(sections.projectId, projectId), sectionIds ? inArray(sections.id, [...sectionIds]) : undefined))
    .orderBy(asc(sections.position), asc(sections.createdAt));
}

/** The questions of those sections in order, owner and approver joined: one statement. */
function readQuestions(db: Database, projectId: string, sectionIds?: readonly string[]) {
  return db
    .select({ question: projectQuestions, ...assigned })
    .from(projectQuestions)
    .leftJoin(owners, eq(owners.id, projectQuestions.ownerId))
    .leftJoin(approvers, eq(approvers.id, projectQuestions.approverId))
    .where(
      and(
        eq(projectQuestions.projectId, projectId),
        sectionIds ? inArray(projectQuestions.sectionId, [...sectionIds]) : undefined,
      ),
    )
    .orderBy(asc(projectQuestions.position), asc(projectQuestions.createdAt));
}

/**
 * Owners and approvers are people of the questionnaire's company: another company's published template shows none
 * of them, except to MANAGE_BROKERS holders, who may open its questions (spec 3 §2).
 */
function peopleShownTo(viewer: Viewer, context: QuestionnaireProject) {
  const shown = viewer.company.id === context.project.companyId || viewer.privileges.has('MANAGE_BROKERS');
  return shown ? userOf : () => null;
}

/**
 * The sections of a questionnaire (all, or those named) with their questions in order, and the viewer's permissions
 * on each, computed by the domain's rules: two statements whatever the number of sections and questions.
 */
export async function loadSections(
  db: Database,
  viewer: Viewer,
  context: QuestionnaireProject,
  sectionIds?: readonly string[],
): Promise<SectionView[]> {
  const projectId = context.project.id;
  const [sectionRows, questionRows] = await Promise.all([
    readSections(db, projectId, sectionIds),
    readQuestions(db, projectId, sectionIds),
  ]);
  const duplicates = duplicateLabels(
    questionRows.map(({ question }) => ({ ...question, label: question.definition.label })),
  );
  const numbersScoring = context.project.settings.scoringType === 'NUMBERS';
  const person = peopleShownTo(viewer, context);
  return sectionRows.map(({ section, owner, approver }) => {
    const input = permissionInput(viewer, context, section);
    const questions = questionRows
      .filter(({ question }) => question.sectionId === section.id)
      .map(
        (row): QuestionView => ({
          ...row.question,
          owner: person(row.owner),
          approver: person(row.approver),
          duplicate: duplicates.has(row.question.id),
          permissions: {
            ...questionPermissions({ ...input, question: row.question }),
            editWeight: numbersScoring && canEditWeight({ ...input, question: row.question }),
          },
        }),
      );
    return {
      ...section,
      owner: person(owner),
      approver: person(approver),
      questions,
      permissions: sectionPermissions(input),
    };
  });
}

/** One section's view (after a change to it or its questions). */
export async function loadSection(db: Database, viewer: Viewer, context: QuestionnaireProject, sectionId: string) {
  const [view] = await loadSections(db, viewer, context, [sectionId]);
  // Deleted by someone else meanwhile.
  if (!view) throw notFound('Section');
  return view;
}

/** The questionnaire of a project already found through the tenant rule. */
export async function loadQuestionnaire(
  db: Database,
  viewer: Viewer,
  context: QuestionnaireProject,
): Promise<QuestionnaireView> {
  return {
    projectId: context.project.id,
    sections: await loadSections(db, viewer, context),
    permissions: { addSection: sectionPermissions(permissionInput(viewer, context, {})).edit },
  };
}

/**
 * Spec 3 §2 project questions page: the sections of a project of the viewer's tenant, each with its questions, in
 * order; another company's project answers as not found. Three statements in all.
 */
export async function projectQuestionnaire(db: Database, viewer: Viewer, projectId: string) {
  return loadQuestionnaire(db, viewer, await findQuestionnaireProject(db, viewer, projectId));
}
