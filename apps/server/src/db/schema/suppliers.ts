import type { ParticipationStatus, VendorRegistrationStep } from '@shortlist/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { supplierServiceTypes } from './admin.js';
import { reminderClaimColumns } from './notifications.js';
import { projects } from './projects.js';

/** The contact details of a supplier company (DATA-MODEL: vendor_profiles); the suppliers area adds the rest. */
export const vendorProfiles = pgTable(
  'vendor_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contactName: text('contact_name').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    industry: text('industry').notNull().default(''),
    /** Spec 2 §4 Supplier registration steps; companies made before the steps existed count as submitted. */
    registrationStep: text('registration_step').$type<VendorRegistrationStep>().notNull().default('SUBMITTED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The AI supplier search (modules/ai) finds products by their vendor's industry: full text, or close (pg_trgm).
  (table) => [
    uniqueIndex('vendor_profiles_company_idx').on(table.companyId),
    index('vendor_profiles_industry_search_idx').using(
      'gin',
      sql`to_tsvector('english'::regconfig, ${table.industry})`,
    ),
    index('vendor_profiles_industry_trgm_idx').using('gin', sql`${table.industry} gin_trgm_ops`),
  ],
);

/** A supplier company's product (DATA-MODEL: products); the vendor directory lists them by name. */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The AI supplier search (modules/ai) finds products by their name and description (full text) and by a name
  // close to the keyword (pg_trgm).
  (table) => [
    index('products_company_idx').on(table.companyId),
    index('products_name_idx').on(table.name),
    index('products_text_search_idx').using(
      'gin',
      sql`to_tsvector('english'::regconfig, ${table.name} || ' ' || ${table.description})`,
    ),
    index('products_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
  ],
);

/** A product's service types; deleting a service type unassigns it from every product, as from projects. */
export const productServiceTypes = pgTable(
  'product_service_types',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    serviceTypeId: uuid('service_type_id')
      .notNull()
      .references(() => supplierServiceTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.serviceTypeId] }),
    index('product_service_types_type_idx').on(table.serviceTypeId),
  ],
);

/**
 * A supplier's participation in a project (spec 2 §3 Project product). `productId` is null for a supplier invited by
 * e-mail only (then `email` and `productName` say who); the invitation link's token is kept hashed.
 */
export const projectProducts = pgTable(
  'project_products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    email: text('email').notNull().default(''),
    productName: text('product_name').notNull().default(''),
    purpose: text('purpose').notNull().default(''),
    notes: text('notes').notNull().default(''),
    shareNotes: boolean('share_notes').notNull().default(false),
    participationStatus: text('participation_status').$type<ParticipationStatus>().notNull(),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    answersSubmitDeadline: timestamp('answers_submit_deadline', { withTimezone: true }),
    answersSubmittedAt: timestamp('answers_submitted_at', { withTimezone: true }),
    /** Who submitted the answers (the receipt's name); null when they closed at their deadline. */
    answersSubmittedBy: uuid('answers_submitted_by').references(() => users.id, { onDelete: 'set null' }),
    winner: boolean('winner').notNull().default(false),
    invitationTokenHash: text('invitation_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('project_products_project_product_idx').on(table.projectId, table.productId),
    index('project_products_product_idx').on(table.productId),
    uniqueIndex('project_products_token_idx').on(table.invitationTokenHash),
  ],
);

/**
 * Spec 1 §9 extended deadline reminders: a product's own answers deadline is reminded of once per (product, deadline,
 * days, user), claimed here before the notification is sent (as deadline_reminders does for the project dates).
 */
export const productDeadlineReminders = pgTable(
  'product_deadline_reminders',
  {
    projectProductId: uuid('project_product_id')
      .notNull()
      .references(() => projectProducts.id, { onDelete: 'cascade' }),
    ...reminderClaimColumns(),
  },
  (table) => [primaryKey({ columns: [table.projectProductId, table.deadline, table.days, table.userId] })],
);
