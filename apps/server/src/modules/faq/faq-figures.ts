import { and, eq, exists, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DashboardFigures } from '../../core/extensions/index.js';
import { faqItems } from '../../db/schema/index.js';

const answers = alias(faqItems, 'faq_answer');

/**
 * Spec 2 §9 PUBLISHED FAQ summary, in one statement: the suppliers' questions, and those (not rejected) still without
 * a published answer of the project's company (isUnanswered in the domain).
 */
export const faqFigures: DashboardFigures<'faq'> = async ({ app, project }) => {
  const answered = exists(
    app.db
      .select({ one: sql`1` })
      .from(answers)
      .where(
        and(
          eq(answers.parentId, faqItems.id),
          eq(answers.askedByCompanyId, project.companyId),
          eq(answers.status, 'ACTIVE'),
        ),
      ),
  );
  const [row] = await app.db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      unanswered: sql<number>`count(*) filter (where ${faqItems.status} <> 'REJECTED' and not ${answered})`.mapWith(
        Number,
      ),
    })
    .from(faqItems)
    .where(
      and(
        eq(faqItems.projectId, project.id),
        isNull(faqItems.parentId),
        ne(faqItems.askedByCompanyId, project.companyId),
      ),
    );
  return { total: row?.total ?? 0, unanswered: row?.unanswered ?? 0 };
};
