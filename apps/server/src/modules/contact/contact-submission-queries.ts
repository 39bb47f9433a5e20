import { count } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { keywordInAny, type Page, type PageArgs, pageOrder, pageWindow } from '../../core/graphql/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import { contactSubmissions } from '../../db/schema/index.js';
import { assertAdministrator } from '../admin/index.js';

export type ContactSubmissionRow = typeof contactSubmissions.$inferSelect;

const SORTABLE = { createdAt: contactSubmissions.createdAt };
const SEARCHED = [
  contactSubmissions.firstName,
  contactSubmissions.lastName,
  contactSubmissions.email,
  contactSubmissions.company,
];

/**
 * Issue 17: what visitors sent through the demo and contact forms, newest first, for platform administrators.
 * Two statements whatever the page size (the rows carry everything the list shows).
 */
export async function listContactSubmissions(
  app: AppContext,
  viewer: Viewer,
  args: PageArgs | null | undefined,
): Promise<Page<ContactSubmissionRow>> {
  assertAdministrator(viewer);
  const window = pageWindow(args);
  const where = keywordInAny(window.keyword, SEARCHED);
  const order = pageOrder(SORTABLE, args?.sort, { field: 'createdAt', direction: 'DESC' }, contactSubmissions.id);
  const results = await app.db
    .select()
    .from(contactSubmissions)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await app.db.select({ total: count() }).from(contactSubmissions).where(where);
  return { results, total: counted?.total ?? 0, page: window.page, pageSize: window.pageSize };
}
