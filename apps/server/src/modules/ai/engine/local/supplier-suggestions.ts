import { relatedLinksOf } from '@shortlist/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import type { SearchScope, SupplierSuggestion } from '../provider.js';
import { searchRows } from './index-scans.js';
import {
  ALL_WORDS_FIRST,
  ANY_ROW_HAS_ALL_WORDS,
  allWordsQuery,
  anyWordQuery,
  CLOSE_SIMILARITY,
  closeness,
  englishVector,
  textMatches,
} from './keyword-match.js';
import { type SupplierEvidence, supplierPurpose } from './supplier-purpose.js';

interface SupplierRow extends SupplierEvidence {
  id: string;
  name: string;
  email: string;
  contact_name: string;
  website: string | null;
}

/** A product's own text as its full-text index (products_text_search_idx) holds it. */
const PRODUCT_TEXT_VECTOR = englishVector(sql.raw(`name || ' ' || description`));

/** How much a supplier's history counts next to the text's relevance: enough to order equally relevant ones. */
const HISTORY_WEIGHT = 0.05;

/**
 * Spec 2 §3 Search (AI) products, locally: the supplier companies' products ranked by the keyword against their
 * name and service types (weight A), the vendor's industry and name (B) and the description (C), or close to it
 * (pg_trgm, for typos), then by past participation across the platform, counted in aggregate (accepted, answered,
 * won; never an answer's text). The candidates are found through indexes first (matching service types, the
 * product's text, a name or industry close to the keyword), so that only they are ranked. When some hold all the
 * keyword's words, only those are kept. Products already in the project are left out. Service types are read among
 * the searching company's own (another broker's labels stay out of sight, as in the vendor directory).
 */
export async function suggestSuppliers(db: Database, scope: SearchScope, limit: number) {
  const { keyword, companyId, projectId } = scope;
  const query = anyWordQuery(keyword);
  const field = (name: string) => sql.raw(`candidate.${name}`);
  const document = sql`setweight(${englishVector(field('name'))}, 'A') || setweight(${englishVector(field('service_types'))}, 'A')
    || setweight(${englishVector(field('industry'))}, 'B') || setweight(${englishVector(field('vendor'))}, 'B')
    || setweight(${englishVector(field('description'))}, 'C')`;
  const nearest = sql`greatest(${closeness(keyword, field('name'))}, ${closeness(keyword, field('service_types'))},
    ${closeness(keyword, field('industry'))})`;
  const rows = await searchRows<SupplierRow>(
    db,
    sql`with hit as (
      select pst.product_id as id from supplier_service_types st
      join product_service_types pst on pst.service_type_id = st.id
      where st.company_id = ${companyId} and ${textMatches(keyword, query, sql.raw('st.label'))}
      union
      select id from products where ${PRODUCT_TEXT_VECTOR} @@ ${query}
      union
      select id from products where name %> ${keyword}
      union
      select p.id from vendor_profiles vp join products p on p.company_id = vp.company_id
      where ${englishVector(sql.raw('vp.industry'))} @@ ${query} or vp.industry %> ${keyword}
    ), candidate as materialized (
      select p.id, p.name, p.description, c.name as vendor, c.website,
        coalesce(vp.industry, '') as industry, coalesce(vp.email, '') as email,
        coalesce(vp.contact_name, '') as contact_name,
        coalesce((select string_agg(st.label, ', ' order by st.label) from product_service_types pst
          join supplier_service_types st on st.id = pst.service_type_id
          where pst.product_id = p.id and st.company_id = ${companyId}), '') as service_types
      from products p
      join companies c on c.id = p.company_id and c.kind = 'SUPPLIER'
      left join vendor_profiles vp on vp.company_id = c.id
      where p.id in (select id from hit)
        and not exists (select 1 from project_products pp where pp.project_id = ${projectId} and pp.product_id = p.id)
    ), documented as materialized (
      select candidate.*, ${document} as document from candidate
    ), scored as (
      select candidate.*, document @@ ${query} as exact, document @@ ${allWordsQuery(keyword)} as all_words,
        ${textMatches(keyword, query, field('name'))} as in_name,
        ${textMatches(keyword, query, field('service_types'))} as in_service_types,
        ${textMatches(keyword, query, field('industry'))} as in_industry,
        ${englishVector(field('vendor'))} @@ ${query} as in_vendor,
        ${englishVector(field('description'))} @@ ${query} as in_description,
        ts_rank('{0.1, 0.2, 0.4, 1.0}', document, ${query})
          + case when ${nearest} >= ${CLOSE_SIMILARITY} then ${nearest} * 0.5 else 0 end as relevance
      from documented candidate
    ), matching as (
      select scored.*, ${ANY_ROW_HAS_ALL_WORDS} from scored
      where exact or in_name or in_service_types or in_industry
    ), relevant as (
      select * from matching where ${ALL_WORDS_FIRST} order by relevance desc limit ${limit * 3}
    )
    select relevant.id, relevant.name, relevant.email, relevant.contact_name, relevant.industry, relevant.website,
      relevant.service_types, relevant.exact, relevant.in_name, relevant.in_service_types, relevant.in_industry,
      relevant.in_vendor, relevant.in_description, history.accepted, history.answered, history.won
    from relevant, lateral (
      select count(*) filter (where pp.participation_status = 'ACCEPTED')::int as accepted,
        count(*) filter (where pp.answers_submitted_at is not null)::int as answered,
        count(*) filter (where pp.winner)::int as won
      from project_products pp where pp.product_id = relevant.id
    ) history
    order by relevance + ${HISTORY_WEIGHT} * ln(1 + history.accepted + history.answered + 2 * history.won) desc,
      relevant.name, relevant.id
    limit ${limit}`,
  );
  return rows.map(
    (row): SupplierSuggestion => ({
      productId: row.id,
      name: row.name,
      email: row.email,
      contactName: row.contact_name,
      industry: row.industry,
      purpose: supplierPurpose(keyword, row),
      relatedLinks: relatedLinksOf(row.website),
    }),
  );
}
