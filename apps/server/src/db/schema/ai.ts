import type { AiSearchKind, AiSearchStatus, ClientTableData } from '@shortlist/domain';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { projects } from './projects.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Spec 2 §3 Search (AI) products: a supplier product suggested, with why it matched. */
export interface StoredSupplierSuggestion {
  /** The supplier's product (products.id). */
  productId: string;
  name: string;
  email: string;
  contactName: string;
  industry: string;
  /** Why it matched, in a sentence a buyer can check against the supplier's own data. */
  purpose: string;
  relatedLinks: string[];
}

/** A client-table design suggested for the project's discovery. */
export interface StoredClientTableSuggestion {
  name: string;
  data: ClientTableData;
  source: string;
}

/** What a finished search holds: suppliers (PRODUCTS), table designs (DISCOVERY) or the sections written (QUESTIONS). */
export type AiSearchResults = StoredSupplierSuggestion[] | StoredClientTableSuggestion[] | string[];

/**
 * A project's AI search of one kind (spec 1 §3 Search kind, Job state): one row per project and kind, replaced by the
 * next search. Worked by the `ai-search` job; `company_id` is the starter's company (the engines read only what it
 * may see).
 */
export const aiSearches = pgTable(
  'ai_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').$type<AiSearchKind>().notNull(),
    keyword: text('keyword').notNull(),
    status: text('status').$type<AiSearchStatus>().notNull().default('PENDING'),
    results: jsonb('results').$type<AiSearchResults>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
  },
  (table) => [
    uniqueIndex('ai_searches_project_type_idx').on(table.projectId, table.type),
    index('ai_searches_status_idx').on(table.status),
  ],
);
