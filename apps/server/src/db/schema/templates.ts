import type { TemplateStatus } from '@shortlist/domain';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { supplierServiceTypes } from './admin.js';
import { projects } from './projects.js';

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Spec 3 §3 Template (project template): its sections live in its draft project (kind TEMPLATE_DRAFT); PUBLISHED
 * ones are available to other brokerage firms (spec 3 §4).
 */
export const templates = pgTable(
  'templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status').$type<TemplateStatus>().notNull().default('DRAFT'),
    draftProjectId: uuid('draft_project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('templates_status_name_idx').on(table.status, table.name),
    index('templates_company_idx').on(table.companyId),
    uniqueIndex('templates_draft_project_idx').on(table.draftProjectId),
  ],
);

/** The supplier service types of a template; deleting a service type unassigns it. */
export const templateServiceTypes = pgTable(
  'template_service_types',
  {
    templateId: uuid('template_id')
      .notNull()
      .references(() => templates.id, { onDelete: 'cascade' }),
    serviceTypeId: uuid('service_type_id')
      .notNull()
      .references(() => supplierServiceTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.templateId, table.serviceTypeId] }),
    index('template_service_types_type_idx').on(table.serviceTypeId),
  ],
);
