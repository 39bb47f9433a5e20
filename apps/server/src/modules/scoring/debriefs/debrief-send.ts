import { DEBRIEF_TEXTS, type DebriefSummary, debriefLines, ERROR_CODES } from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { AppError, badInput } from '../../../core/errors.js';
import { findBrokerProject, type ProjectRow } from '../../../core/tenancy/index.js';
import type { Viewer } from '../../../core/viewer/index.js';
import { products, projectProducts, users } from '../../../db/schema/index.js';
import { afterCommit } from '../../../platform/after-commit.js';
import { debriefMail } from '../../../platform/mail/index.js';
import { dashboardScope } from '../scoring-figures.js';
import { resolveScope, SCOPE_MESSAGES } from '../scoring-scope.js';
import { acceptedProducts, type DebriefProduct } from './debrief-content.js';
import { latestDebriefs, recordDebriefs } from './debrief-records.js';

/** An accepted supplier as the owners' Send debriefs dialog lists it. */
export interface DebriefRecipient {
  id: string;
  name: string;
  winner: boolean;
  lastSentAt: Date | null;
}

const ownersOnly = () => new AppError(403, ERROR_CODES.forbidden, DEBRIEF_TEXTS.ownersOnly);

/** A project of the viewer's company that they own (else refused), with its accepted products. */
async function ownedProject(app: AppContext, viewer: Viewer, projectId: string) {
  const { project, isProjectOwner } = await findBrokerProject(app.db, viewer, projectId);
  if (!isProjectOwner) throw ownersOnly();
  return { project, accepted: await acceptedProducts(app.db, project.id) };
}

const winnersChosen = (project: ProjectRow, accepted: readonly DebriefProduct[]) =>
  project.status === 'COMPLETED' && accepted.some((product) => product.winner);

async function recipientsOf(app: AppContext, accepted: readonly DebriefProduct[]): Promise<DebriefRecipient[]> {
  const latest = await latestDebriefs(
    app.db,
    accepted.map((product) => product.id),
  );
  return accepted.map((product) => ({
    id: product.id,
    name: product.name,
    winner: product.winner,
    lastSentAt: latest.get(product.id)?.sentAt ?? null,
  }));
}

/**
 * Issue 38 item 3: the accepted suppliers an owner may debrief, each with when it was last sent one; null for a
 * colleague who does not own the project (the page then offers nothing).
 */
export async function debriefRecipients(app: AppContext, viewer: Viewer, projectId: string) {
  const { project, isProjectOwner } = await findBrokerProject(app.db, viewer, projectId);
  if (!isProjectOwner) return null;
  return recipientsOf(app, await acceptedProducts(app.db, project.id));
}

/** The scope the scores are read in: the branch named (the owner's), else the one their dashboard shows. */
async function decisionScope(app: AppContext, viewer: Viewer, project: ProjectRow, branchId: string | null) {
  if (branchId || !project.settings.enableBranches) {
    return (await resolveScope(app.db, viewer, project, branchId)).branchId;
  }
  const scope = await dashboardScope({ app, viewer, project });
  if (scope === undefined) throw badInput(SCOPE_MESSAGES.branchRequired);
  return scope;
}

/**
 * Issue 38 item 3 Send debriefs (project, accepted products or all of them, branch): once the winners are chosen, a
 * project owner sends each product's supplier its own assessment summary. Each is kept as sent (a new record each
 * time) and mailed to every active user of the supplier's company once committed.
 */
export async function sendDebriefs(
  app: AppContext,
  viewer: Viewer,
  input: { projectId: string; productIds: readonly string[] | null; branchId: string | null },
): Promise<DebriefRecipient[]> {
  const { project, accepted } = await ownedProject(app, viewer, input.projectId);
  if (!winnersChosen(project, accepted)) throw badInput(DEBRIEF_TEXTS.noWinners);
  const wanted = input.productIds ? new Set(input.productIds) : new Set(accepted.map((product) => product.id));
  const recipients = accepted.filter((product) => wanted.has(product.id));
  if (recipients.length === 0 || recipients.length !== wanted.size) throw badInput(DEBRIEF_TEXTS.notAccepted);
  const branchId = await decisionScope(app, viewer, project, input.branchId);
  const sentBy = {
    id: viewer.user.id,
    name: `${viewer.user.firstName} ${viewer.user.lastName}`.trim() || viewer.user.email,
  };
  const summaries = await recordDebriefs(app.db, project, branchId, recipients, accepted, sentBy);
  await mailDebriefs(app, project, summaries);
  return recipientsOf(app, accepted);
}

/** The summaries by mail to every active user of each supplier company, once committed. One statement. */
function mailDebriefs(app: AppContext, project: ProjectRow, summaries: ReadonlyMap<string, DebriefSummary>) {
  return afterCommit(`the debriefs of project ${project.id}`, async () => {
    const people = await app.db
      .select({ projectProductId: projectProducts.id, email: users.email, firstName: users.firstName })
      .from(projectProducts)
      .innerJoin(products, eq(products.id, projectProducts.productId))
      .innerJoin(users, and(eq(users.companyId, products.companyId), eq(users.status, 'ACTIVE')))
      .where(inArray(projectProducts.id, [...summaries.keys()]));
    for (const person of people) {
      const summary = summaries.get(person.projectProductId);
      if (!summary) continue;
      await app.mailer.send(
        debriefMail(person.email, {
          firstName: person.firstName,
          subject: DEBRIEF_TEXTS.mailSubject(project.name),
          intro: `${DEBRIEF_TEXTS.heading} for ${summary.productName}:`,
          lines: debriefLines(summary),
          url: `${app.config.publicUrl}/invite-to-project/${project.id}/preview/${person.projectProductId}`,
        }),
      );
    }
  });
}
