import { receiptDigestLine, receiptVerifyPath, submissionReceipt } from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { products, projectProducts, projects, users } from '../../../db/schema/index.js';
import { afterCommit } from '../../../platform/after-commit.js';
import { submissionReceiptMail } from '../../../platform/mail/index.js';
import { answersSubmitterName } from '../../suppliers/index.js';

/**
 * Issue 37: answers submitted without the supplier (the broker's force-submit, a product's own deadline) still give
 * the supplier its receipt by mail, once committed: every active user of the product's company gets it, worded as
 * the submitter's own (who submitted, or only the time at a deadline). One statement for all the products.
 */
export function mailReceipts(app: AppContext, receipts: ReadonlyMap<string, { id: string; digest: string }>) {
  if (receipts.size === 0) return Promise.resolve();
  return afterCommit(`${receipts.size} receipts`, async () => {
    const rows = await app.db
      .select({
        projectProductId: projectProducts.id,
        projectId: projects.id,
        projectName: projects.name,
        productName: products.name,
        submittedAt: projectProducts.answersSubmittedAt,
        submittedBy: answersSubmitterName,
        email: users.email,
        firstName: users.firstName,
      })
      .from(projectProducts)
      .innerJoin(projects, eq(projects.id, projectProducts.projectId))
      .innerJoin(products, eq(products.id, projectProducts.productId))
      .innerJoin(users, and(eq(users.companyId, products.companyId), eq(users.status, 'ACTIVE')))
      .where(inArray(projectProducts.id, [...receipts.keys()]));
    for (const row of rows) {
      const receipt = receipts.get(row.projectProductId);
      if (!receipt || !row.submittedAt) continue;
      const verifyPath = receiptVerifyPath(receipt.id, receipt.digest);
      await app.mailer.send(
        submissionReceiptMail(row.email, {
          firstName: row.firstName,
          projectName: row.projectName,
          productName: row.productName,
          receipt: submissionReceipt(row.submittedAt, row.submittedBy),
          url: `${app.config.publicUrl}/invite-to-project/${row.projectId}/questions/${row.projectProductId}`,
          digestLine: receiptDigestLine(receipt.id, receipt.digest),
          verifyUrl: `${app.config.publicUrl}${verifyPath}`,
        }),
      );
    }
  });
}
