import {
  DEADLINE_FIELDS,
  DEADLINE_KINDS,
  deadlineKindLabel,
  type ProjectType,
  type QuestionDefinition,
  type ScoringType,
} from '@shortlist/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type BlindView, loadBlindView } from '../../../core/tenancy/index.js';
import type { Database } from '../../../db/client.js';
import {
  branches,
  clients,
  comparisonProducts,
  comparisonQuestions,
  comparisons,
  projects,
  type ReportOptions,
} from '../../../db/schema/index.js';
import {
  blindAnswerRows,
  productTallies,
  type ScoredAnswerRow,
  type ScoringScope,
  scoredAnswerRows,
  scoredProductRows,
  scoredQuestionRows,
} from '../../scoring/index.js';
import { type ReportClientTable, readClientTables } from './report-client-tables.js';
import { blindConflicts, type ReportConflicts, readReportConflicts } from './report-conflicts.js';
import { chosenProducts, type ReportProduct } from './report-products.js';

export interface ReportProject {
  name: string;
  type: ProjectType;
  clientName: string | null;
  /** Null when the report skips it (or it is empty). */
  description: string | null;
  /** The project's dates in the order of its timeline, labelled as the project form labels them. */
  dates: Array<{ label: string; value: Date | null }>;
}

/** An answer with its rating and notes in the scope. */
export type ReportAnswer = Omit<
  ScoredAnswerRow,
  'questionId' | 'productId' | 'notesUpdatedAt' | 'ownRating' | 'consensus' | 'consensusReason'
>;

export interface ReportQuestion {
  id: string;
  definition: QuestionDefinition;
  weight: number;
}

/**
 * The answers of some of the report's questions from some of its products in the report's scope: a row per question,
 * aligned with the products, null where a product has no answer.
 */
export type AnswerReader = (
  questions: readonly ReportQuestion[],
  products: readonly ReportProduct[],
) => Promise<Array<Array<ReportAnswer | null>>>;

export interface ReportSection {
  name: string;
  questions: ReportQuestion[];
}

/**
 * Everything a report file shows: all but the answers read in a fixed number of statements whatever the size of the
 * project; the answers read a part at a time (report-answers.ts), so that a large report never holds them all.
 */
export interface ReportData {
  project: ReportProject;
  scoringType: ScoringType;
  /** The branch whose ratings, weights and notes the report holds (null: the project's shared scoring). */
  branchId: string | null;
  comparisonName: string | null;
  products: ReportProduct[];
  sections: ReportSection[];
  readAnswers: AnswerReader;
  /** Empty unless the report includes them. */
  clientTables: ReportClientTable[];
  /** Issue 37: the project's conflict-of-interest records (null with the feature off). */
  conflicts: ReportConflicts | null;
  options: ReportOptions;
}

export interface ReportSubject {
  projectId: string;
  branchId: string | null;
  options: ReportOptions;
  /** Whose report it is (issue 37): the products they may not read are left out; none when they are gone. */
  requestedBy: string | null;
}

/** The project, the scope's scoring type and the comparison named (when of this project). One statement. */
async function projectRow(db: Database, { projectId, branchId, options }: ReportSubject) {
  const [row] = await db
    .select({
      project: projects,
      clientName: clients.name,
      branchId: branches.id,
      branchScoringType: branches.scoringType,
      comparisonName: comparisons.name,
    })
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(branches, and(eq(branches.projectId, projects.id), branchId ? eq(branches.id, branchId) : sql`false`))
    .leftJoin(
      comparisons,
      and(
        eq(comparisons.projectId, projects.id),
        options.comparisonId ? eq(comparisons.id, options.comparisonId) : sql`false`,
      ),
    )
    .where(eq(projects.id, projectId));
  if (!row) throw new Error(`No project ${projectId} to report on`);
  if (branchId && !row.branchId) throw new Error(`No branch ${branchId} in project ${projectId}`);
  if (options.comparisonId && row.comparisonName === null) {
    throw new Error(`No comparison ${options.comparisonId} in project ${projectId}`);
  }
  return row;
}

type ProjectRow = Awaited<ReturnType<typeof projectRow>>;

function reportProject({ project, clientName }: ProjectRow, options: ReportOptions): ReportProject {
  return {
    name: project.name,
    type: project.type,
    clientName,
    description: options.skipDescription || !project.description.trim() ? null : project.description,
    dates: DEADLINE_KINDS.map((kind) => ({
      label: deadlineKindLabel(kind, project.type),
      value: project[DEADLINE_FIELDS[kind]],
    })),
  };
}

/** The comparison's products (in its column order) and questions. Two statements, none without a comparison. */
export async function comparisonSubset(db: Database, comparisonId: string | null) {
  if (!comparisonId) return null;
  const [productIds, questionIds] = await Promise.all([
    db
      .select({ id: comparisonProducts.projectProductId })
      .from(comparisonProducts)
      .where(eq(comparisonProducts.comparisonId, comparisonId))
      .orderBy(asc(comparisonProducts.position)),
    db
      .select({ id: comparisonQuestions.questionId })
      .from(comparisonQuestions)
      .where(eq(comparisonQuestions.comparisonId, comparisonId)),
  ]);
  return { productIds: productIds.map((row) => row.id), questionIds: new Set(questionIds.map((row) => row.id)) };
}

type QuestionRow = Awaited<ReturnType<typeof scoredQuestionRows>>[number];

/** The listed questions by section. */
function sectionsOf(questions: QuestionRow[], listed: (questionId: string) => boolean): ReportSection[] {
  const sections = new Map<string, ReportSection>();
  for (const row of questions) {
    if (!listed(row.id)) continue;
    const section = sections.get(row.section.id) ?? { name: row.section.name, questions: [] };
    sections.set(row.section.id, section);
    section.questions.push({ id: row.id, definition: row.definition, weight: row.weight });
  }
  return [...sections.values()];
}

/**
 * Reads answers with their ratings and notes in the scope: one statement a call. A call for all of the report's
 * `listed` questions (one product's sheet) reads the products' answers unfiltered by question and keeps the listed
 * ones: a list of a thousand ids in the statement cost PGlite seconds a product.
 */
function answerReader(
  db: Database,
  projectId: string,
  scope: ScoringScope & { readerId: string | null },
  listed: number,
  blind: BlindView | null,
): AnswerReader {
  return async (questions, products) => {
    const grid = questions.map(() => products.map((): ReportAnswer | null => null));
    if (questions.length === 0 || products.length === 0) return grid;
    const column = new Map(products.map((product, index) => [product.id, index]));
    const row = new Map(questions.map((question, index) => [question.id, index]));
    const productIds = products.map((product) => product.id);
    const subset =
      questions.length < listed ? { productIds, questionIds: questions.map(({ id }) => id) } : { productIds };
    const read = await scoredAnswerRows(db, projectId, scope, false, subset);
    for (const answer of blind ? blindAnswerRows(blind, read) : read) {
      const { questionId, productId, value, secondaryValue, notApplicable, notApplicableDescription, rating, notes } =
        answer;
      const cells = grid[row.get(questionId) ?? -1];
      const index = column.get(productId);
      if (cells && index !== undefined) {
        cells[index] = { value, secondaryValue, notApplicable, notApplicableDescription, rating, notes };
      }
    }
    return grid;
  };
}

/**
 * The data of a project report: the project, the approved questions suppliers see (the comparison's only, when one is
 * named) by section with their weights in the scope, the chosen accepted products that submitted with their scores,
 * the reader of their answers, and the client tables when asked. 5 statements; 7 with a comparison; one more with
 * client tables.
 */
export async function readReportData(db: Database, subject: ReportSubject): Promise<ReportData> {
  const { options } = subject;
  const row = await projectRow(db, subject);
  const scope: ScoringScope = {
    branchId: row.branchId,
    scoringType: row.branchScoringType ?? row.project.settings.scoringType,
  };
  const [subset, questions, productList, tallies, clientTables, conflicts, blind] = await Promise.all([
    comparisonSubset(db, options.comparisonId),
    scoredQuestionRows(db, subject.projectId, scope, false),
    scoredProductRows(db, subject.projectId, subject.requestedBy),
    productTallies(db, {
      projectId: subject.projectId,
      branchId: scope.branchId,
      readerId: subject.requestedBy,
      productIds: options.productIds,
    }),
    options.includeClientTables ? readClientTables(db, subject.projectId) : [],
    readReportConflicts(db, row.project),
    options.blind ? loadBlindView(db, subject.projectId) : null,
  ]);
  const products = chosenProducts(productList, tallies, options.productIds, subset?.productIds ?? null, blind);
  const mask = blind?.mask ?? ((text: string) => text);
  const project = reportProject(row, options);
  const sections = sectionsOf(questions, (id) => subset?.questionIds.has(id) ?? true);
  const listedCount = sections.reduce((sum, section) => sum + section.questions.length, 0);
  return {
    project: { ...project, description: project.description === null ? null : mask(project.description) },
    scoringType: scope.scoringType,
    branchId: scope.branchId,
    comparisonName: row.comparisonName === null ? null : mask(row.comparisonName),
    products,
    sections,
    readAnswers: answerReader(db, subject.projectId, { ...scope, readerId: subject.requestedBy }, listedCount, blind),
    clientTables,
    conflicts: blind && conflicts ? blindConflicts(conflicts, blind) : conflicts,
    options,
  };
}

/** The data of a client tables report: the project and its client tables. 2 statements. */
export async function readClientTablesData(db: Database, subject: ReportSubject): Promise<ReportData> {
  const [row, clientTables] = await Promise.all([
    projectRow(db, { ...subject, branchId: null, options: { ...subject.options, comparisonId: null } }),
    readClientTables(db, subject.projectId),
  ]);
  return {
    project: reportProject(row, subject.options),
    scoringType: row.project.settings.scoringType,
    branchId: null,
    comparisonName: null,
    products: [],
    sections: [],
    readAnswers: async () => [],
    clientTables,
    conflicts: null,
    options: subject.options,
  };
}
