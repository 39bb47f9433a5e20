import {
  disagreementThresholdOf,
  formatDateTime,
  type IntegritySettings,
  integrityOf,
  type ProjectType,
  type ScoringType,
} from '@shortlist/domain';
import { asc, count, eq, sql } from 'drizzle-orm';
import { someAnswersHidden } from '../../../../core/tenancy/index.js';
import type { Database } from '../../../../db/client.js';
import {
  branches,
  clients,
  companies,
  consensusRatings,
  projects,
  unsealApprovals,
} from '../../../../db/schema/index.js';
import { productTallies, scoredProductRows, scoredQuestionRows } from '../../../scoring/index.js';
import { chosenProducts } from '../report-products.js';
import { type ProcedureAdmission, type ProcedurePerson, readProcedurePeople } from './procedure-people.js';
import { type ProcedureSupplier, readProcedureSuppliers, recordedReason } from './procedure-suppliers.js';
import { procedureAuditRows, procedureTimeline, type TimelineEntry } from './procedure-timeline.js';

export interface ProcedureScore {
  name: string;
  score: number;
  rated: number;
  total: number;
  /** Answers whose rating is a consensus. */
  consensusItems: number;
}

/** Everything the procedure report shows (issue 38 item 2). */
export interface ProcedureData {
  project: { name: string; type: ProjectType; clientName: string | null; companyName: string; status: string };
  generatedAt: Date;
  timeline: TimelineEntry[];
  people: ProcedurePerson[];
  suppliers: ProcedureSupplier[];
  method: {
    scoringType: ScoringType;
    integrity: IntegritySettings;
    disagreementThreshold: number;
    branches: number;
    sections: Array<{ name: string; questions: number; weight: number }>;
    /** Null when every question weighs the same (no question weights used). */
    questionWeights: Array<{ section: string; label: string; weight: number }> | null;
  };
  /** Null while some answers are sealed: then `sealedUntil` says until when (null: until opened early). */
  scores: ProcedureScore[] | null;
  /** Accepted, submitted suppliers whose scores the requester may not read (issue 37 conflicts of interest). */
  hiddenScores: number;
  sealedUntil: Date | null;
  winners: string[];
  winnerReason: string | null;
  unsealing: Array<{ at: Date; who: string; reason: string }>;
  admissions: ProcedureAdmission[];
}

/** The project with its client's and company's names. One statement. */
async function projectRow(db: Database, projectId: string) {
  const [row] = await db
    .select({ project: projects, clientName: clients.name, companyName: companies.name })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(clients, eq(clients.id, projects.clientId))
    .where(eq(projects.id, projectId));
  if (!row) throw new Error(`No project ${projectId} to report on`);
  return row;
}

/** How many answers of each product have a consensus rating. One statement. */
async function consensusCounts(db: Database, projectId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: consensusRatings.projectProductId, items: sql<number>`count(distinct ${consensusRatings.answerId})` })
    .from(consensusRatings)
    .where(eq(consensusRatings.projectId, projectId))
    .groupBy(consensusRatings.projectProductId);
  return new Map(rows.map((row) => [row.id, Number(row.items)]));
}

/** The sections with their question count and total weight; the questions' weights when they differ. */
function methodSections(questions: Awaited<ReturnType<typeof scoredQuestionRows>>) {
  const sections = new Map<string, { name: string; questions: number; weight: number }>();
  for (const row of questions) {
    const section = sections.get(row.section.id) ?? { name: row.section.name, questions: 0, weight: 0 };
    section.questions += 1;
    section.weight += row.weight;
    sections.set(row.section.id, section);
  }
  const weighted = new Set(questions.map((row) => row.weight)).size > 1;
  return {
    sections: [...sections.values()],
    questionWeights: weighted
      ? questions.map((row) => ({ section: row.section.name, label: row.definition.label, weight: row.weight }))
      : null,
  };
}

/** When the sealed answers open by themselves: the latest deadline of the project's and its products' own. */
function sealedUntil(project: typeof projects.$inferSelect, suppliers: readonly ProcedureSupplier[]): Date | null {
  const dates = [project.questionsSubmissionDeadline, ...suppliers.map((row) => row.ownDeadline)].filter(
    (date): date is Date => date !== null,
  );
  return dates.length === 0 ? null : new Date(Math.max(...dates.map((date) => date.getTime())));
}

/**
 * The data of a procedure report, in the project's shared scope (the decision scope): about a dozen statements
 * whatever the size of the project. The scores are those the requester reads (issue 37: none of a supplier they
 * are conflicted with), with consensus applied where it exists.
 */
export async function readProcedureData(
  db: Database,
  subject: { projectId: string; requestedBy: string | null },
): Promise<ProcedureData> {
  const { projectId, requestedBy } = subject;
  const [row, audit, questions, scored, approvals, branchCount, consensus, sealed] = await Promise.all([
    projectRow(db, projectId),
    procedureAuditRows(db, projectId),
    scoredQuestionRows(db, projectId, { branchId: null }, false),
    scoredProductRows(db, projectId, requestedBy),
    db
      .select()
      .from(unsealApprovals)
      .where(eq(unsealApprovals.projectId, projectId))
      .orderBy(asc(unsealApprovals.createdAt)),
    db.select({ branches: count() }).from(branches).where(eq(branches.projectId, projectId)),
    consensusCounts(db, projectId),
    someAnswersHidden(db, projectId),
  ]);
  const { project } = row;
  const suppliers = await readProcedureSuppliers(db, projectId, audit);
  const [{ people, admissions }, tallies] = await Promise.all([
    readProcedurePeople(db, projectId, suppliers),
    sealed
      ? new Map()
      : productTallies(db, { projectId, branchId: null, readerId: requestedBy, productIds: scored.map((p) => p.id) }),
  ]);
  const ids = scored.map((product) => product.id);
  const scores = chosenProducts(scored, tallies, ids, null).map((product) => ({
    name: product.name,
    score: product.score,
    rated: product.rated,
    total: product.total,
    consensusItems: consensus.get(product.id) ?? 0,
  }));
  const selected = audit.filter((entry) => entry.kind === 'winners.selected').at(-1);
  const integrity = integrityOf(project.settings.integrity);
  return {
    project: {
      name: project.name,
      type: project.type,
      clientName: row.clientName,
      companyName: row.companyName,
      status: project.status,
    },
    generatedAt: new Date(),
    timeline: procedureTimeline(
      project,
      suppliers.flatMap((supplier) =>
        supplier.ownDeadline ? [{ supplier: supplier.name, deadline: supplier.ownDeadline }] : [],
      ),
      audit,
    ),
    people,
    suppliers,
    method: {
      scoringType: project.settings.scoringType,
      integrity,
      disagreementThreshold: disagreementThresholdOf(project.settings.integrity?.disagreementThreshold),
      branches: project.settings.enableBranches ? (branchCount[0]?.branches ?? 0) : 0,
      ...methodSections(questions),
    },
    scores: sealed ? null : scores,
    hiddenScores: sealed
      ? 0
      : suppliers.filter((row) => row.status === 'ACCEPTED' && row.submittedAt && !ids.includes(row.id)).length,
    sealedUntil: sealed ? sealedUntil(project, suppliers) : null,
    winners: suppliers.filter((supplier) => supplier.winner).map((supplier) => supplier.name),
    winnerReason: recordedReason(selected),
    unsealing: approvals.map((approval) => ({
      at: approval.createdAt,
      who: approval.userName,
      reason: approval.reason,
    })),
    admissions,
  };
}

export const dateText = (date: Date | null) => (date ? formatDateTime(date) : '');
