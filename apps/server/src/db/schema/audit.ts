import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Issue 38 audit trail: one row per security event or project decision, written in the transaction of the change it
 * records. Append only: a trigger (migration 0029) refuses updates, deletes and truncation, except the deletion of
 * entries older than the retention cutoff a purge names for its own transaction. Each row's `hash` is the SHA-256 of
 * the previous row's hash in the same chain (one chain per company; company-less events form the platform's chain)
 * and the row's own fields, so editing history breaks the chain where it was edited. No foreign keys: the record
 * outlives the users, companies and projects it names, so it keeps their names as text too.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    // The order of writing, across chains; a chain's order is its rows' `seq` order.
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // The chain: the company whose trail this is (the tenant the actor worked in), null for the platform's own.
    companyId: uuid('company_id'),
    projectId: uuid('project_id'),
    projectName: text('project_name'),
    actorUserId: uuid('actor_user_id'),
    actorEmail: text('actor_email'),
    // Set while an administrator acts on behalf of `company_id`: the administrator's own company.
    actorCompanyId: uuid('actor_company_id'),
    kind: text('kind').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    address: text('address'),
    // Written by the application (ISO text with milliseconds): the hash covers it as written.
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull(),
    previousHash: text('previous_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (table) => [
    index('audit_entries_chain_idx').on(table.companyId, table.seq),
    index('audit_entries_project_idx').on(table.projectId, table.seq),
    index('audit_entries_actor_idx').on(table.actorUserId, table.seq),
  ],
);
