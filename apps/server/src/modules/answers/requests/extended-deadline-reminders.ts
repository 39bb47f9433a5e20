import { DEADLINE_REMINDER_DAYS, toProjectDate } from '@shortlist/domain';
import { and, eq, gte, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import {
  companies,
  productDeadlineReminders,
  products,
  projectProducts,
  projects,
  users,
} from '../../../db/schema/index.js';
import { notify } from '../../notifications/index.js';
import { notificationProjectOf } from '../../projects/index.js';
import { supplierTitle } from '../../suppliers/index.js';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Spec 1 §9 extended deadline reminders: the active users of a supplier whose product has its own answers deadline
 * (Choice Products for Scoring) DEADLINE_REMINDER_DAYS (3, 1) New York days after `now` hear
 * QUESTIONS_SUBMISSION_EXTENDED_DEADLINE, while the project is in SCORING and the answers are not submitted. Each
 * (product, deadline, days, user) is claimed in product_deadline_reminders first, so none is sent twice. Run by the
 * hourly deadline reminder job; answers how many were sent.
 */
export async function sendExtendedDeadlineReminders(app: AppContext, now: Date = new Date()): Promise<number> {
  const today = toProjectDate(now).getTime();
  let sent = 0;
  for (const days of DEADLINE_REMINDER_DAYS) {
    const day = today + days * DAY_MS;
    const due = await app.db
      .select({
        project: projects,
        id: projectProducts.id,
        deadline: projectProducts.answersSubmitDeadline,
        productName: products.name,
        vendorName: companies.name,
        userId: users.id,
      })
      .from(projectProducts)
      .innerJoin(projects, eq(projects.id, projectProducts.projectId))
      .innerJoin(products, eq(products.id, projectProducts.productId))
      .innerJoin(companies, eq(companies.id, products.companyId))
      .innerJoin(users, and(eq(users.companyId, companies.id), eq(users.status, 'ACTIVE')))
      .where(
        and(
          eq(projects.kind, 'PROJECT'),
          eq(projects.status, 'SCORING'),
          eq(projectProducts.participationStatus, 'ACCEPTED'),
          isNull(projectProducts.answersSubmittedAt),
          // The same New York day as the project dates' reminders: a chosen day is stored at its midday UTC.
          gte(projectProducts.answersSubmitDeadline, new Date(day - 12 * HOUR_MS)),
          lt(projectProducts.answersSubmitDeadline, new Date(day + 12 * HOUR_MS)),
        ),
      );
    for (const id of new Set(due.map((row) => row.id))) {
      sent += await remindProduct(
        app,
        due.filter((row) => row.id === id),
        days,
      );
    }
  }
  return sent;
}

type DueRow = {
  project: typeof projects.$inferSelect;
  id: string;
  deadline: Date | null;
  productName: string;
  vendorName: string;
  userId: string;
};

async function remindProduct(app: AppContext, people: DueRow[], days: number): Promise<number> {
  const [first] = people;
  if (!first?.deadline) return 0;
  const { deadline } = first;
  try {
    const claimed = await app.db
      .insert(productDeadlineReminders)
      .values(people.map(({ userId }) => ({ projectProductId: first.id, deadline, days, userId })))
      .onConflictDoNothing()
      .returning({ userId: productDeadlineReminders.userId });
    if (claimed.length === 0) return 0;
    const product = {
      id: first.id,
      name: supplierTitle(first.vendorName, first.productName, ''),
      productName: first.productName,
      vendorName: first.vendorName,
    };
    const project = await notificationProjectOf(app.db, first.project);
    await notify(
      app,
      claimed.map((claim) => claim.userId),
      {
        kind: 'QUESTIONS_SUBMISSION_EXTENDED_DEADLINE',
        projectId: first.project.id,
        productId: first.id,
        payload: { project, role: 'SUPPLIER', product, days },
      },
    );
    return claimed.length;
  } catch (error) {
    // One product's failure must not keep the others' reminders back.
    console.error(`Extended deadline reminders for project product ${first.id} failed:`, error);
    return 0;
  }
}
