import type { CompanyKind, CompanySettings, Privilege, UserStatus, UserType } from '@shortlist/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const companies = pgTable('companies', {
  id: id(),
  name: text('name').notNull(),
  kind: text('kind').$type<CompanyKind>().notNull(),
  website: text('website'),
  settings: jsonb('settings').$type<CompanySettings>().notNull(),
  createdBy: uuid('created_by'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  // Issue 38 retention: when a platform administrator terminated the company (its administrators may export its
  // data for 30 days; its account data is kept from then for the account period).
  terminatedAt: timestamp('terminated_at', { withTimezone: true }),
});

export const roles = pgTable(
  'roles',
  {
    id: id(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isSystem: boolean('is_system').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    privileges: text('privileges').array().$type<Privilege[]>().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('roles_company_idx').on(table.companyId)],
);

export const users = pgTable(
  'users',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    type: text('type').$type<UserType>().notNull(),
    status: text('status').$type<UserStatus>().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    avatarFileId: uuid('avatar_file_id'),
    roleId: uuid('role_id').references(() => roles.id, { onDelete: 'set null' }),
    passwordHash: text('password_hash'),
    termsVersion: text('terms_version'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    contrastMode: boolean('contrast_mode').notNull().default(false),
    notifyProjectStatusUpdate: boolean('notify_project_status_update').notNull().default(true),
    notifyNewNotification: boolean('notify_new_notification').notNull().default(true),
    notifyNewFaqQuestion: boolean('notify_new_faq_question').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_idx').on(table.email),
    index('users_company_created_idx').on(table.companyId, table.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    actingCompanyId: uuid('acting_company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('sessions_token_idx').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

export const TOKEN_KINDS = ['CONFIRM_EMAIL', 'RESET_PASSWORD', 'USER_INVITATION', 'CLIENT_MEMBER_INVITATION'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export const tokens = pgTable(
  'tokens',
  {
    id: id(),
    kind: text('kind').$type<TokenKind>().notNull(),
    hash: text('hash').notNull(),
    email: text('email').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('tokens_hash_idx').on(table.hash),
    index('tokens_email_kind_idx').on(table.email, table.kind),
  ],
);

export const termsAcceptances = pgTable('terms_acceptances', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedback = pgTable('feedback', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  message: text('message').notNull(),
  pathname: text('pathname').notNull().default(''),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [index('mail_outbox_created_idx').on(table.createdAt)],
);
