import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client.js';
import { driverRows } from '../../apps/server/src/db/driver-rows.js';

const patternOf = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The baseline: a plain substring match (ILIKE '%keyword%') over the fields the engine reads — product and vendor
 * name, the company's service types, industry, description — sorted by name, at most `limit`: the vendor of each row.
 */
export async function substringSuppliers(db: Database, companyId: string, keyword: string, limit: number) {
  const pattern = patternOf(keyword);
  const rows = await driverRows<{ vendor: string }>(
    db,
    sql`select vendor from (
      select p.name, c.name as vendor, p.description, coalesce(vp.industry, '') as industry,
        coalesce((select string_agg(st.label, ', ') from product_service_types pst
          join supplier_service_types st on st.id = pst.service_type_id
          where pst.product_id = p.id and st.company_id = ${companyId}), '') as service_types
      from products p join companies c on c.id = p.company_id and c.kind = 'SUPPLIER'
      left join vendor_profiles vp on vp.company_id = c.id
    ) candidate
    where name ilike ${pattern} or vendor ilike ${pattern} or service_types ilike ${pattern}
      or industry ilike ${pattern} or description ilike ${pattern}
    order by name limit ${limit}`,
  );
  return rows.map((row) => row.vendor);
}

/** The baseline for questions: the visible library and published template questions whose label holds the keyword. */
export async function substringQuestions(db: Database, companyId: string, keyword: string, limit: number) {
  const pattern = patternOf(keyword);
  const rows = await driverRows<{ label: string }>(
    db,
    sql`select label from (
      select lq.definition ->> 'label' as label from library_questions lq
      where lq.is_public or lq.company_id = ${companyId}
      union all
      select pq.definition ->> 'label' from templates t join project_questions pq on pq.project_id = t.draft_project_id
      where t.status = 'PUBLISHED'
    ) candidate
    where label ilike ${pattern} order by label limit ${limit}`,
  );
  return rows.map((row) => row.label);
}

/** Each product's vendor (company) name, to judge supplier suggestions by vendor as the evaluation set names them. */
export async function vendorOfProduct(db: Database): Promise<Map<string, string>> {
  const rows = await driverRows<{ id: string; vendor: string }>(
    db,
    sql`select p.id, c.name as vendor from products p join companies c on c.id = p.company_id`,
  );
  return new Map(rows.map((row) => [row.id, row.vendor]));
}
