import { definitionFields, type QuestionType, supplierSeesQuestions } from '@shortlist/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Database } from '../../db/client.js';
import { companies, projectQuestions, sections } from '../../db/schema/index.js';
import { findInvitations, type SupplierInvitation, type SupplierSideReader } from './supplier-side-access.js';

export interface SupplierQuestionView {
  id: string;
  label: string;
  helperText: string;
  type: QuestionType;
  multiple: boolean;
}

export interface SupplierSectionView {
  id: string;
  name: string;
  description: string;
  questions: SupplierQuestionView[];
}

/**
 * A project as its invited supplier reads it: the project's public facts, the reader's own invitations and — once
 * one of them is accepted — the approved, non-private questions. Nothing of owners, approvers, weights, reject
 * reasons, notes or other suppliers is loaded.
 */
export interface SupplierProjectView {
  project: ProjectRow;
  /** Whether the reader reads through its signed-in company, rather than as an invitation link's holder. */
  signedIn: boolean;
  brokerageFirm: string;
  invitations: SupplierInvitation[];
  sections: SupplierSectionView[];
}

export async function loadSupplierProject(
  db: Database,
  reader: SupplierSideReader,
  projectId: string,
): Promise<SupplierProjectView> {
  const { project, invitations, viewer } = await findInvitations(db, reader, projectId);
  const seesQuestions = invitations.some((invitation) =>
    supplierSeesQuestions(project.status, invitation.participationStatus),
  );
  const [firm, questionnaire] = await Promise.all([
    db.select({ name: companies.name }).from(companies).where(eq(companies.id, project.companyId)),
    seesQuestions ? approvedQuestionnaire(db, project.id) : Promise.resolve([]),
  ]);
  return {
    project,
    signedIn: viewer !== null,
    brokerageFirm: firm[0]?.name ?? '',
    invitations,
    sections: questionnaire,
  };
}

/** The project's sections in order with their approved, non-private questions; sections left empty are dropped. */
async function approvedQuestionnaire(db: Database, projectId: string): Promise<SupplierSectionView[]> {
  const rows = await db
    .select({
      section: { id: sections.id, name: sections.name, description: sections.description },
      question: { id: projectQuestions.id, definition: projectQuestions.definition },
    })
    .from(sections)
    .innerJoin(projectQuestions, eq(projectQuestions.sectionId, sections.id))
    .where(
      and(
        eq(sections.projectId, projectId),
        eq(projectQuestions.status, 'APPROVED'),
        eq(projectQuestions.isPrivate, false),
      ),
    )
    .orderBy(asc(sections.position), asc(sections.id), asc(projectQuestions.position), asc(projectQuestions.id));
  const byId = new Map<string, SupplierSectionView>();
  for (const { section, question } of rows) {
    const view = byId.get(section.id) ?? { ...section, questions: [] };
    byId.set(section.id, view);
    const definition = definitionFields(question.definition);
    view.questions.push({
      id: question.id,
      label: definition.label,
      helperText: definition.helperText ?? '',
      type: definition.type,
      multiple: definition.multiple ?? definition.file?.multiple ?? false,
    });
  }
  return [...byId.values()];
}
