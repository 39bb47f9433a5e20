import { privilegeClosure, TEMPLATE_MESSAGES, type TemplateStatus, templateStatusRefusal } from '@shortlist/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, conflict, forbidden } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { roles, templates, users } from '../../db/schema/index.js';
import { afterCommit } from '../../platform/after-commit.js';
import { notify } from '../notifications/index.js';
import { accessTo, findVisibleTemplate, getProjectTemplate } from './template-queries.js';

const REFUSALS = {
  FORBIDDEN: forbidden,
  NOT_ALLOWED: () => badInput(TEMPLATE_MESSAGES.statusNotAllowed),
  NO_SECTIONS: () => badInput(TEMPLATE_MESSAGES.noSections),
} as const;

/**
 * Spec 3 §4 Update template status: Draft from anywhere, Submitted unless Published, Published with REVIEW_TEMPLATES;
 * the last two need a section. Publishing tells the company's template readers (TEMPLATE_PUBLISHED).
 */
export async function changeProjectTemplateStatus(app: AppContext, viewer: Viewer, id: string, status: TemplateStatus) {
  const record = await findVisibleTemplate(app.db, viewer, id);
  const refusal = templateStatusRefusal(accessTo(viewer, record), status);
  if (refusal) throw REFUSALS[refusal]();
  const { version } = record.template;
  const [saved] = await app.db
    .update(templates)
    .set({ status, version: version + 1, updatedAt: new Date() })
    .where(and(eq(templates.id, id), eq(templates.version, version)))
    .returning();
  if (!saved) throw conflict('template');
  if (status === 'PUBLISHED') await raiseTemplatePublished(app, saved, viewer.user.id);
  return getProjectTemplate(app.db, viewer, id);
}

/**
 * Spec 1 §3 'template published' (the spec names the kind only): to the active users of the template's company who
 * read templates (READ_TEMPLATES, or a privilege implying it), never to the user who published. Runs after the
 * change: a failure to notify is logged and does not undo the publication.
 */
async function raiseTemplatePublished(
  app: AppContext,
  template: typeof templates.$inferSelect,
  actorId: string,
): Promise<void> {
  return afterCommit(`the publication of template ${template.id}`, async () => {
    const colleagues = await app.db
      .select({ id: users.id, privileges: roles.privileges })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(and(eq(users.companyId, template.companyId), eq(users.status, 'ACTIVE'), ne(users.id, actorId)));
    const readers = colleagues.filter((user) => privilegeClosure(user.privileges).includes('READ_TEMPLATES'));
    await notify(
      app,
      readers.map((user) => user.id),
      { kind: 'TEMPLATE_PUBLISHED', payload: { subject: template.name } },
    );
  });
}
