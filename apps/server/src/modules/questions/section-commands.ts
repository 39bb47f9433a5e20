import { type SectionFormValues, sectionFormSchema, sectionPermissions, toProjectDate } from '@shortlist/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { assertVersion, conflict, parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { sections } from '../../db/schema/index.js';
import { compact, nextPosition, placed, renumber } from './positions.js';
import {
  assertAllowed,
  assertQuestionnaireEditable,
  findQuestionnaireProject,
  findSection,
  mayAddSection,
  permissionInput,
  sectionRights,
} from './question-access.js';
import { assertCompanyUsers } from './question-references.js';
import { loadQuestionnaire, loadSection } from './questionnaire-queries.js';

/** A section form as GraphQL sends it: ids may come as numbers, absent fields as null. */
export interface SectionInput {
  name: string;
  description?: string | null;
  ownerId?: string | null;
  approverId?: string | null;
  ownerDeadline?: Date | null;
}

/** Spec 3 §5 Section: the form checked with the domain's schema; owner and approver must be the tenant's users. */
async function sectionValues(app: AppContext, viewer: Viewer, input: SectionInput) {
  const values = parseInput(sectionFormSchema, input);
  await assertCompanyUsers(app.db, viewer, { ownerId: values.ownerId, approverId: values.approverId });
  return columnsOf(values);
}

/** The owner's due date is a project date: its New York day at midday UTC. */
const columnsOf = (values: SectionFormValues) => ({
  ...values,
  ownerDeadline: values.ownerDeadline ? toProjectDate(values.ownerDeadline) : null,
});

/** Spec 3 §7 Create section: appended after the project's last section. */
export async function createSection(app: AppContext, viewer: Viewer, projectId: string, input: SectionInput) {
  const context = await findQuestionnaireProject(app.db, viewer, projectId);
  assertQuestionnaireEditable(context.project);
  assertAllowed(mayAddSection(viewer, context));
  const values = await sectionValues(app, viewer, input);
  const [created] = await app.db
    .insert(sections)
    .values({
      ...values,
      projectId: context.project.id,
      position: nextPosition(sections, eq(sections.projectId, context.project.id)),
    })
    .returning({ id: sections.id });
  if (!created) throw new Error('Section was not created');
  return loadSection(app.db, viewer, context, created.id);
}

/** Spec 3 §7 Update section, at the version the user read: a stale version is a conflict and nothing changes. */
export async function updateSection(app: AppContext, viewer: Viewer, id: string, version: number, input: SectionInput) {
  const context = await findSection(app.db, viewer, id);
  assertVersion('section', context.section.version, version);
  assertAllowed(sectionRights(viewer, context).edit);
  const values = await sectionValues(app, viewer, input);
  const [saved] = await app.db
    .update(sections)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(sections.id, id), eq(sections.version, version)))
    .returning({ id: sections.id });
  if (!saved) throw conflict('section');
  return loadSection(app.db, viewer, context, id);
}

/** Spec 3 §7 Delete section: its questions go with it; the sections after it move up. */
export async function deleteSection(app: AppContext, viewer: Viewer, id: string) {
  const context = await findSection(app.db, viewer, id);
  assertAllowed(sectionRights(viewer, context).delete);
  const ofProject = eq(sections.projectId, context.project.id);
  await app.db.transaction(async (tx) => {
    await tx.delete(sections).where(eq(sections.id, id));
    await compact(tx, sections, ofProject);
  });
  return loadQuestionnaire(app.db, viewer, context);
}

/**
 * Spec 3 §2 drag ordering, §7 Reorder sections: the section goes to `position` (0 first, clamped), the others keep
 * their order. Arranging the questionnaire is for those who add sections, or who manage this section; a template
 * section may be moved (its content is not amended).
 */
export async function moveSection(app: AppContext, viewer: Viewer, id: string, position: number) {
  const context = await findSection(app.db, viewer, id);
  assertQuestionnaireEditable(context.project);
  const manages = sectionPermissions(permissionInput(viewer, context, { ...context.section, isReadonly: false }));
  assertAllowed(mayAddSection(viewer, context) || manages.edit);
  await app.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: sections.id })
      .from(sections)
      .where(eq(sections.projectId, context.project.id))
      .orderBy(asc(sections.position), asc(sections.createdAt));
    const order = placed(
      rows.map((row) => row.id),
      id,
      position,
    );
    await renumber(tx, sections, order);
  });
  return loadQuestionnaire(app.db, viewer, context);
}
