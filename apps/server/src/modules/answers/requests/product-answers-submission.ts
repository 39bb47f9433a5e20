import {
  PRODUCT_DEADLINE_IN_PAST,
  productDeadlineProblem,
  productDecisionProblem,
  SUPPLIER_BATCH_MAX,
  SUPPLIER_MESSAGES,
} from '@shortlist/domain';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { recordAudit, viewerActor } from '../../../core/audit/index.js';
import { badInput, parseInput } from '../../../core/errors.js';
import type { Viewer } from '../../../core/viewer/index.js';
import { projectProducts } from '../../../db/schema/index.js';
import { supplierLabels } from '../../suppliers/index.js';
import { mailReceipts } from '../receipts/receipt-mails.js';
import { recordReceipts } from '../receipts/receipt-records.js';
import { findAnsweringProducts } from './answering-products.js';

/** Spec 2 §7 Submit product answers: products [{id, deadline?}]. */
export interface ProductSubmissionsInput {
  products: ReadonlyArray<{ id: string; deadline?: Date | null }>;
}

const submissionsSchema = z.object({
  products: z
    .array(z.object({ id: z.uuid(SUPPLIER_MESSAGES.notInProject), deadline: z.date().nullish() }), {
      error: SUPPLIER_MESSAGES.atLeastOne,
    })
    .min(1, SUPPLIER_MESSAGES.atLeastOne)
    .max(SUPPLIER_BATCH_MAX),
});

/**
 * Spec 2 §7 Submit product answers (project, products [{id, deadline?}]), the client side's force-submit (spec 2 §4):
 * a product without a deadline has its answers submitted now, which locks them as the supplier's own submission
 * does (with its receipt, recorded and mailed to the supplier: issue 37); a product with one gets that deadline for its answers (spec 2 §5 Choice Products for Scoring), which must be
 * later than now, and only with the project's extended answers deadline on. Accepted products whose answers are not
 * submitted yet only (findAnsweringProducts), each decided once (a product given a deadline is not decided again);
 * the project owners are not notified, as they made the decision. Answers with the project id.
 */
export async function submitProductAnswers(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  input: ProductSubmissionsInput,
): Promise<string> {
  const { products } = parseInput(submissionsSchema, input);
  const found = await findAnsweringProducts(
    app.db,
    viewer,
    projectId,
    products.map((product) => product.id),
  );
  const { project } = found;
  const extendedDeadline = project.settings.enableExtendedAnswersDeadline;
  for (const { id, deadline } of products) {
    const row = found.products.find((product) => product.id === id);
    const problem = row && productDecisionProblem(row, Boolean(deadline), extendedDeadline);
    if (problem) throw badInput(problem);
  }
  const now = new Date();
  const late = products.findIndex((product) => product.deadline && productDeadlineProblem(product.deadline, now));
  if (late >= 0) {
    throw badInput(PRODUCT_DEADLINE_IN_PAST, { [`products.${late}.deadline`]: PRODUCT_DEADLINE_IN_PAST });
  }
  const submitted = products.filter((product) => !product.deadline).map((product) => product.id);
  const extended = products.flatMap(({ id, deadline }) => (deadline ? [{ id, deadline }] : []));
  const open = and(eq(projectProducts.projectId, project.id), isNull(projectProducts.answersSubmittedAt));
  const receipts = await app.db.transaction(async (tx) => {
    const locked =
      submitted.length > 0
        ? await tx
            .update(projectProducts)
            .set({ answersSubmittedAt: now, answersSubmittedBy: viewer.user.id, updatedAt: now })
            .where(and(open, inArray(projectProducts.id, submitted)))
            .returning({ projectProductId: projectProducts.id })
        : [];
    if (extended.length > 0) {
      const deadlines = sql.join(
        extended.map(({ id, deadline }) => sql`(${id}::uuid, ${deadline.toISOString()}::timestamptz)`),
        sql`, `,
      );
      await tx
        .update(projectProducts)
        .set({ answersSubmitDeadline: sql`chosen.deadline`, updatedAt: now })
        .from(sql`(values ${deadlines}) as chosen(id, deadline)`)
        .where(and(open, eq(projectProducts.id, sql`chosen.id`)));
      const labels = await supplierLabels(
        tx,
        extended.map(({ id }) => id),
      );
      for (const { id, deadline } of extended) {
        const was = found.products.find((product) => product.id === id)?.answersSubmitDeadline ?? null;
        await recordAudit(tx, viewerActor(viewer), {
          kind: 'supplier.deadline_extended',
          project: { id: project.id, name: project.name },
          target: { type: 'supplier', id, label: labels.get(id) ?? null },
          before: { deadline: was?.toISOString() ?? null },
          after: { deadline: deadline.toISOString() },
        });
      }
    }
    const submission = { projectId: project.id, submittedAt: now, submittedBy: viewer.user.id };
    return recordReceipts(
      app.storage,
      tx,
      locked.map((row) => ({ ...row, ...submission })),
    );
  });
  await mailReceipts(app, receipts);
  return project.id;
}
