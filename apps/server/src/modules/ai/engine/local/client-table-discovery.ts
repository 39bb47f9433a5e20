import { CLIENT_TABLE_LIMITS, type ClientTableData, emptyLike, parseClientTableData } from '@shortlist/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { driverRows } from '../../../../db/driver-rows.js';
import type { ClientTableSuggestion, SearchScope } from '../provider.js';
import { anyWordQuery, CLOSE_SIMILARITY, closeness, englishVector } from './keyword-match.js';

/** At most this many designs are suggested. */
export const DISCOVERY_LIMIT = 5;

interface TableRow {
  name: string;
  data: unknown;
  project_name: string;
}

/**
 * The client tables of the company's own earlier projects (never another company's, never a template's draft),
 * ranked by the keyword against the table's name (weight A), its column titles (B), the project's name (C) and its
 * description and service types (D), or close to the table's name or column titles.
 */
function matchingTables(scope: SearchScope) {
  const { keyword, companyId, projectId } = scope;
  const query = anyWordQuery(keyword);
  const titles = sql.raw(
    `coalesce((select string_agg(c ->> 'title', ' ') from jsonb_array_elements(ct.data -> 'columns') c), '')`,
  );
  const about =
    sql.raw(`p.description || ' ' || coalesce((select string_agg(st.label, ' ') from project_service_types pst
    join supplier_service_types st on st.id = pst.service_type_id where pst.project_id = p.id), '')`);
  const document = sql`setweight(${englishVector(sql.raw('ct.name'))}, 'A') || setweight(${englishVector(titles)}, 'B')
    || setweight(${englishVector(sql.raw('p.name'))}, 'C') || setweight(${englishVector(about)}, 'D')`;
  const nearest = sql`greatest(${closeness(keyword, sql.raw('ct.name'))}, ${closeness(keyword, titles)})`;
  return sql`select name, data, project_name from (
      select ct.name, ct.data, p.name as project_name, ${document} @@ ${query} as exact, ${nearest} as nearest,
        ts_rank('{0.1, 0.2, 0.4, 1.0}', ${document}, ${query}) as rank, ct.updated_at
      from client_tables ct join projects p on p.id = ct.project_id
      where p.company_id = ${companyId} and p.kind = 'PROJECT' and p.id <> ${projectId}
    ) found
    where exact or nearest >= ${CLOSE_SIMILARITY}
    order by rank + case when nearest >= ${CLOSE_SIMILARITY} then nearest * 0.5 else 0 end desc, updated_at desc, name
    limit ${DISCOVERY_LIMIT * 4}`;
}

/** The table's design (columns, rows, cell types and options) within the limits, every cell emptied. */
function emptiedDesign(stored: unknown): ClientTableData | null {
  const data = parseClientTableData(stored);
  if (!data || data.columns.length === 0) return null;
  const columns = data.columns.slice(0, CLIENT_TABLE_LIMITS.columns).map((column) => ({
    ...column,
    title: column.title.slice(0, CLIENT_TABLE_LIMITS.columnTitle),
  }));
  const rows = data.rows.slice(0, CLIENT_TABLE_LIMITS.rows).map((row) => ({
    id: row.id,
    cells: Object.fromEntries(
      columns.flatMap((column) => {
        const cell = row.cells[column.id];
        return cell ? [[column.id, emptyLike(cell)]] : [];
      }),
    ),
  }));
  return { columns, rows };
}

/** The same name and column titles: one design, suggested once. */
const designKey = (name: string, data: ClientTableData) =>
  JSON.stringify([name.toLowerCase(), ...data.columns.map((column) => column.title.toLowerCase())]);

/** Spec 2 §3 Client table, suggested: designs of the company's earlier projects' tables, no client data copied. */
export async function discoverClientTables(db: Database, scope: SearchScope): Promise<ClientTableSuggestion[]> {
  const rows = await driverRows<TableRow>(db, matchingTables(scope));
  const designs = new Map<string, ClientTableSuggestion>();
  for (const row of rows) {
    const data = emptiedDesign(row.data);
    const name = row.name.trim().slice(0, CLIENT_TABLE_LIMITS.title);
    if (!data || !name) continue;
    const key = designKey(name, data);
    if (!designs.has(key)) designs.set(key, { name, data, source: `Project '${row.project_name}'` });
  }
  return [...designs.values()].slice(0, DISCOVERY_LIMIT);
}
