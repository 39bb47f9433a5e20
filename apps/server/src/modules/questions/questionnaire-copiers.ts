import { and, asc, eq } from 'drizzle-orm';
import type { CopiedIds, ProjectCopier, TemplateApplier } from '../../core/extensions/index.js';
import { usersSeeingProject } from '../../core/tenancy/index.js';
import type { Database } from '../../db/client.js';
import { projectMembers } from '../../db/schema/index.js';
import { adoptAttachments } from './question-attachments.js';
import {
  appendSectionCopies,
  keepEveryone,
  keepNobody,
  keepOnly,
  peopleOf,
  type QuestionnaireCopy,
  readQuestionnaire,
} from './questionnaire-copy.js';

/** Tells the copiers after this one which sections and questions were made of which. */
function recordCopies(copied: CopiedIds, made: QuestionnaireCopy): void {
  for (const [from, to] of made.sections) copied.sections.set(from, to);
  for (const [from, to] of made.questions) copied.questions.set(from, to);
}

/**
 * Spec 2 §4, §7 Clone, RFI-based RFP, next iteration (Restart Panel): every section and question of the base, in
 * order, with owners, owner due dates, the read-only flag and the question definitions; approvers, statuses (with
 * reject reasons) and weights only when the copy settings say so.
 */
export const copyQuestionnaire: ProjectCopier = async ({ tx, base, created, options, copied }) => {
  const made = await appendSectionCopies(tx, await readQuestionnaire(tx, base.id), created.id, {
    owner: keepEveryone,
    approver: options.copyApprovers ? keepEveryone : keepNobody,
    keepStatus: options.copyQuestionsStatus,
    keepWeight: options.copyQuestionsWeight,
    isReadonly: (section) => section.isReadonly,
  });
  recordCopies(copied, made);
};

/**
 * Spec 3 §5 Create template from an import: every section and question of a draft project (an import's), appended
 * to another project's questionnaire with their owners and weights, statuses as new questions'.
 */
export async function copyDraftQuestionnaire(tx: Database, fromProjectId: string, toProjectId: string) {
  await appendSectionCopies(tx, await readQuestionnaire(tx, fromProjectId), toProjectId, {
    owner: keepEveryone,
    approver: keepEveryone,
    keepStatus: false,
    keepWeight: true,
    isReadonly: () => false,
  });
}

/** The new project's first domain expert (members are written before templates apply), or null. */
async function firstDomainExpert(tx: Database, projectId: string): Promise<string | null> {
  const [expert] = await tx
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.role, 'DOMAIN_EXPERT')))
    .orderBy(asc(projectMembers.position))
    .limit(1);
  return expert?.userId ?? null;
}

/**
 * Spec 3 §4 templates: a template chosen in the wizard adds the sections of its draft project after the project's
 * sections, read-only (they cannot be amended), questions PENDING with their weights. An owner or approver is kept
 * only when they see the new project (a template may be another firm's). Since nobody can amend those sections, an
 * owner who is not kept becomes the project's creator and an approver its first domain expert: otherwise the issue
 * check ('questions without an owner', 'without an expert') would block review for good. Another firm's attachments
 * become the new project's company's own.
 */
export const applyTemplateQuestionnaire: TemplateApplier = async ({ tx, template, created }) => {
  const read = await readQuestionnaire(tx, template.draftProjectId);
  const content = { ...read, questions: await adoptAttachments(tx, created.companyId, read.questions) };
  const kept = keepOnly(await usersSeeingProject(tx, created, peopleOf(content)));
  const expertId = await firstDomainExpert(tx, created.id);
  await appendSectionCopies(tx, content, created.id, {
    owner: (userId) => kept(userId) ?? created.createdBy,
    approver: (userId) => kept(userId) ?? expertId,
    keepStatus: false,
    keepWeight: true,
    isReadonly: () => true,
  });
};
