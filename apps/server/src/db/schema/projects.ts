import type {
  ClientTablesStatus,
  CompanySettings,
  ConsensusSettings,
  IntegritySettings,
  ProjectKind,
  ProjectMemberRole,
  ProjectOrigin,
  ProjectStatus,
  ProjectType,
  ScoringType,
} from '@shortlist/domain';
import { integrityOf } from '@shortlist/domain';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts.js';
import { clients, projectTypes, supplierServiceTypes } from './admin.js';
import { files } from './files.js';

/** The settings a project copies from its company at creation (spec 2 §3), plus its own answer length. */
export interface ProjectSettings {
  answersMaxLength: number | null;
  scoringType: ScoringType;
  enableBranches: boolean;
  enableExperts: boolean;
  enableExtendedAnswersDeadline: boolean;
  /**
   * Issue 37: the integrity features in force (missing flags read as off: integrityOf), and the spread at which
   * ratings disagree (missing: the default, disagreementThresholdOf).
   */
  integrity?: Partial<IntegritySettings> & ConsensusSettings;
}

/** What a new project (or a template's or an import's draft) takes from its company's settings. */
export const projectSettingsFrom = (
  company: Pick<
    CompanySettings,
    'scoringType' | 'enableBranches' | 'enableExperts' | 'enableExtendedAnswersDeadline' | 'integrity'
  >,
  answersMaxLength: number | null = null,
): ProjectSettings => ({
  answersMaxLength,
  scoringType: company.scoringType,
  enableBranches: company.enableBranches,
  enableExperts: company.enableExperts,
  enableExtendedAnswersDeadline: company.enableExtendedAnswersDeadline,
  integrity: integrityOf(company.integrity),
});

export interface KeyValue {
  key: string;
  value: string;
}

const instant = (name: string) => timestamp(name, { withTimezone: true });
const projectColumn = () =>
  uuid('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' });

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    // A real project, or the draft project that holds a template's or an import's sections (never listed).
    kind: text('kind').$type<ProjectKind>().notNull().default('PROJECT'),
    type: text('type').$type<ProjectType>().notNull(),
    status: text('status').$type<ProjectStatus>().notNull(),
    name: text('name').notNull(),
    intro: text('intro').notNull().default(''),
    description: text('description').notNull().default(''),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    hideClientInfo: boolean('hide_client_info').notNull().default(false),
    // Project dates: a New York calendar day stored as its instant at midday UTC.
    publishDate: instant('publish_date'),
    submissionDeadline: instant('submission_deadline'),
    questionsClarificationDeadline: instant('questions_clarification_deadline'),
    questionsSubmissionDeadline: instant('questions_submission_deadline'),
    plannedDecisionDate: instant('planned_decision_date'),
    frequency: text('frequency'),
    locationOriginated: text('location_originated').notNull().default('Worldwide'),
    liveCount: integer('live_count'),
    targetRespondents: integer('target_respondents'),
    settings: jsonb('settings').$type<ProjectSettings>().notNull(),
    moreInformation: jsonb('more_information').$type<KeyValue[]>().notNull().default([]),
    // Spec 2 §2 wizard origins: the project this one was cloned from, based on (RFI) or iterates (Panel).
    baseProjectId: uuid('base_project_id').references((): AnyPgColumn => projects.id, { onDelete: 'set null' }),
    origin: text('origin').$type<ProjectOrigin>(),
    // Spec 2 §4 Client tables: locked once SUBMITTED; client members edit until the deadline (a project date).
    clientTablesStatus: text('client_tables_status').$type<ClientTablesStatus>().notNull().default('DRAFT'),
    clientTablesDeadline: instant('client_tables_deadline'),
    // Spec 2 §9, spec 3 §9: the AI attempts the project has used, counted against the plan's limits.
    aiSuppliersSearchCount: integer('ai_suppliers_search_count').notNull().default(0),
    aiQuestionGenerationCount: integer('ai_question_generation_count').notNull().default(0),
    aiClientDiscoveryCount: integer('ai_client_discovery_count').notNull().default(0),
    // Issue 37 sealed answers: when the second distinct approval opened them before the deadline.
    answersUnsealedAt: instant('answers_unsealed_at'),
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  // The tenant's projects in the lists' default order (newest first, id to break ties), so a page reads its rows
  // only; status last, so that the page's count is read from the index alone.
  (table) => [
    index('projects_tenant_created_idx').on(
      table.companyId,
      table.kind,
      table.createdAt.desc().nullsFirst(),
      table.id,
      table.status,
    ),
  ],
);

/** Project owners (PROJECT_MANAGER), domain experts and viewers. */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: projectColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ProjectMemberRole>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.role, table.userId] }),
    index('project_members_user_idx').on(table.userId),
  ],
);

export const projectBrokerageContacts = pgTable(
  'project_brokerage_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: projectColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('project_brokerage_contacts_project_idx').on(table.projectId)],
);

/** Deleting a supplier service type unassigns it from every project (spec 1 §2). */
export const projectServiceTypes = pgTable(
  'project_service_types',
  {
    projectId: projectColumn(),
    serviceTypeId: uuid('service_type_id')
      .notNull()
      .references(() => supplierServiceTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.serviceTypeId] }),
    index('project_service_types_type_idx').on(table.serviceTypeId),
  ],
);

/** Deleting a project type unassigns it from every project (spec 1 §2). */
export const projectProjectTypes = pgTable(
  'project_project_types',
  {
    projectId: projectColumn(),
    projectTypeId: uuid('project_type_id')
      .notNull()
      .references(() => projectTypes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.projectTypeId] }),
    index('project_project_types_type_idx').on(table.projectTypeId),
  ],
);

export const projectFiles = pgTable(
  'project_files',
  {
    projectId: projectColumn(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.projectId, table.fileId] })],
);

/**
 * The project's dates as rows, one per deadline kind (position: the kind's place in DEADLINE_KINDS), kept equal to
 * the five date columns of `projects` by a trigger (migrations 0015 and 0019): the deadline calendar reads the
 * tenant's dates in its range from the index instead of expanding and sorting every date of every project. Each row
 * carries what the calendar filters and orders by (the project's company, kind, status, creator, name and type), so
 * that the calendar reads this table alone, in the index's order, and stops at its 500th row. The projects table
 * stays the one that is written.
 */
export const projectDeadlines = pgTable(
  'project_deadlines',
  {
    projectId: projectColumn(),
    companyId: uuid('company_id').notNull(),
    position: smallint('position').notNull(),
    date: instant('date').notNull(),
    kind: text('kind').$type<ProjectKind>().notNull(),
    status: text('status').$type<ProjectStatus>().notNull(),
    createdBy: uuid('created_by'),
    name: text('name').notNull(),
    type: text('type').$type<ProjectType>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.position] }),
    index('project_deadlines_tenant_order_idx').on(
      table.companyId,
      table.date,
      table.position,
      table.name,
      table.projectId,
    ),
  ],
);
