import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 38 retention: the platform's one settings row (its key is always true), the periods in whole months. The
 * migration inserts it with the defaults the terms promise; the audit period defaults to 7 years: at least the 3
 * years of EU directive 2014/24 art. 84, and as long as account data, so the trail outlives the accounts it names.
 */
export const retentionSettings = pgTable(
  'retention_settings',
  {
    id: boolean('id').primaryKey().default(true),
    projectMonths: integer('project_months').notNull().default(24),
    accountMonths: integer('account_months').notNull().default(84),
    analyticsMonths: integer('analytics_months').notNull().default(24),
    auditMonths: integer('audit_months').notNull().default(84),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('retention_settings_one_row', sql`${table.id}`)],
);
