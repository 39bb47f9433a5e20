import type { ClientSize } from '@shortlist/domain';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './accounts.js';

const companyColumn = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    website: text('website').notNull(),
    location: text('location').notNull().default(''),
    employeeSize: text('employee_size').$type<ClientSize>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('clients_company_created_idx').on(table.companyId, table.createdAt)],
);

export const projectTypes = pgTable(
  'project_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyColumn(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_types_company_idx').on(table.companyId)],
);

export const supplierServiceTypes = pgTable(
  'supplier_service_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyColumn(),
    label: text('label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('supplier_service_types_company_idx').on(table.companyId)],
);
