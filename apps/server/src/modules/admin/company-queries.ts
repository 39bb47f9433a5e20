import {
  type CompanyKind,
  type CompanySettings,
  DEFAULT_COMPANY_SETTINGS,
  ON_BEHALF_PICKER_SIZE,
} from '@shortlist/domain';
import { and, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, notFound } from '../../core/errors.js';
import { likePattern, type Page, type PageArgs, pageOrder, pageWindow } from '../../core/graphql/index.js';
import { type CompanyRow, isUuid, type Viewer } from '../../core/viewer/index.js';
import { companies } from '../../db/schema/index.js';
import { assertAdministrator } from './admin-access.js';

export interface CompanyFilter {
  enableAuthOnBehalf?: boolean | null;
  kind?: CompanyKind | null;
}

/** Spec 1 §9: the largest company page is the on-behalf picker's. */
export const COMPANY_PAGE_SIZE_MAX = ON_BEHALF_PICKER_SIZE;

const SORTABLE = { name: companies.name, createdAt: companies.createdAt, updatedAt: companies.updatedAt };

function matching(filter: CompanyFilter | null | undefined, keyword: string): SQL | undefined {
  const onBehalf = filter?.enableAuthOnBehalf;
  return and(
    keyword ? ilike(companies.name, likePattern(keyword)) : undefined,
    filter?.kind ? eq(companies.kind, filter.kind) : undefined,
    typeof onBehalf === 'boolean'
      ? sql`coalesce((${companies.settings}->>'enableAuthOnBehalf')::boolean, false) = ${onBehalf}`
      : undefined,
  );
}

/** Every company of the platform (administrators only), filtered by kind and by the on-behalf switch. */
export async function listCompanies(
  app: AppContext,
  viewer: Viewer,
  args: PageArgs | null | undefined,
  filter: CompanyFilter | null | undefined,
): Promise<Page<CompanyRow>> {
  assertAdministrator(viewer);
  const window = pageWindow(args);
  if (window.pageSize > COMPANY_PAGE_SIZE_MAX) {
    throw badInput(`Page size must be between 1 and ${COMPANY_PAGE_SIZE_MAX}`, { pageSize: 'Out of range' });
  }
  const where = matching(filter, window.keyword);
  const order = pageOrder(SORTABLE, args?.sort, { field: 'createdAt', direction: 'DESC' }, companies.id);
  const results = await app.db
    .select()
    .from(companies)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await app.db.select({ total: count() }).from(companies).where(where);
  return { results, total: counted?.total ?? 0, page: window.page, pageSize: window.pageSize };
}

export async function getCompany(app: AppContext, viewer: Viewer, id: string): Promise<CompanyRow> {
  assertAdministrator(viewer);
  if (!isUuid(id)) throw notFound('Company');
  const [row] = await app.db.select().from(companies).where(eq(companies.id, id));
  if (!row) throw notFound('Company');
  return row;
}

/** The stored settings with a default for any switch an older record lacks (the answer lengths may be absent). */
export function storedSettings(settings: Partial<CompanySettings> | null): Partial<CompanySettings> {
  const { answersMaxLength: _defaultLengths, ...switches } = DEFAULT_COMPANY_SETTINGS;
  return { ...switches, ...settings };
}
