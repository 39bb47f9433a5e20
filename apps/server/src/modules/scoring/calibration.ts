import {
  CONSENSUS_MESSAGES,
  disagreementThresholdOf,
  evaluatorDifferences,
  INTEGRITY_MESSAGES,
  integrityOf,
  type ProjectStatus,
  ratingSpread,
  ratingsDisagree,
  type ScoringType,
} from '@shortlist/domain';
import { badInput } from '../../core/errors.js';
import { findBrokerProject, type ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { supplierTitle } from '../suppliers/index.js';
import {
  answerSubjects,
  type ConsensusRecord,
  consensusHistory,
  type ScopeRatingRow,
  scopeRatings,
} from './consensus-rows.js';
import { refusedRight } from './scoring-scope.js';

/** One original rating of an answer: its scope (a branch, by its creator's name, or the shared scoring) and rater. */
export interface CalibrationOriginal {
  branchId: string | null;
  scopeName: string;
  raterName: string | null;
  rating: number;
}

/** An answer whose ratings disagree (or that has a consensus): the originals, the spread and the consensus. */
export interface CalibrationItem {
  answerId: string;
  questionId: string;
  questionLabel: string;
  sectionName: string;
  productId: string;
  productName: string;
  spread: number;
  /** Whether the ratings disagree now (a consensus may be recorded). */
  flagged: boolean;
  originals: CalibrationOriginal[];
  /** The latest consensus (the one scores use), or null. */
  consensus: ConsensusRecord | null;
  /** Every consensus recorded on the answer, newest first. */
  history: ConsensusRecord[];
}

export interface CalibrationEvaluator {
  userId: string;
  name: string;
  ratings: number;
  compared: number;
  meanDifference: number | null;
}

export interface Calibration {
  projectId: string;
  threshold: number;
  scoringType: ScoringType;
  /** A consensus may be recorded now (the project is in Scoring). */
  open: boolean;
  items: CalibrationItem[];
  evaluators: CalibrationEvaluator[];
}

export const CALIBRATION_STATUSES: readonly ProjectStatus[] = ['SCORING', 'COMPLETED', 'ARCHIVED'];

/**
 * The project a consensus call works on: a project owner's (ownsProject), with the consensus feature on; others are
 * refused with `ownersOnly`.
 */
export async function consensusProject(
  db: Database,
  viewer: Viewer,
  projectId: string,
  ownersOnly: string,
): Promise<ProjectRow> {
  const { project, isProjectOwner } = await findBrokerProject(db, viewer, projectId);
  if (!isProjectOwner) throw refusedRight(ownersOnly);
  if (!integrityOf(project.settings.integrity).consensus) throw badInput(INTEGRITY_MESSAGES.featureOff('consensus'));
  return project;
}

/** Whether an answer's ratings (its rows in every scope) disagree at the project's threshold. */
export const disagreeAt = (rows: readonly Pick<ScopeRatingRow, 'rating'>[], project: Pick<ProjectRow, 'settings'>) =>
  ratingsDisagree(
    rows.map((row) => row.rating),
    disagreementThresholdOf(project.settings.integrity?.disagreementThreshold),
  );

const originalOf = (row: ScopeRatingRow): CalibrationOriginal => ({
  branchId: row.branchId,
  scopeName: row.branchId === null ? CONSENSUS_MESSAGES.sharedScope : (row.scopeName ?? 'Branch'),
  raterName: row.raterName,
  rating: row.rating,
});

/**
 * Issue 37 item 4 calibration, for the project owners with consensus on, in Scoring, Completed or Archived: per
 * answer whose ratings across scopes disagree (or that has a consensus), its originals, spread and consensus history;
 * per evaluator, how many ratings and their mean difference from the others'. 4 statements whatever the size.
 */
export async function loadCalibration(db: Database, viewer: Viewer, projectId: string): Promise<Calibration> {
  const project = await consensusProject(db, viewer, projectId, CONSENSUS_MESSAGES.calibrationOwnersOnly);
  if (!CALIBRATION_STATUSES.includes(project.status)) throw badInput(CONSENSUS_MESSAGES.calibrationUnavailable);
  const ratings = await scopeRatings(db, project.id, viewer.user.id);
  const [history, evaluators] = [consensusHistory(db, project.id), evaluatorRows(ratings)];
  const byAnswer = new Map<string, ScopeRatingRow[]>();
  for (const row of ratings) {
    const list = byAnswer.get(row.answerId);
    if (list) list.push(row);
    else byAnswer.set(row.answerId, [row]);
  }
  const historyByAnswer = new Map<string, ConsensusRecord[]>();
  for (const record of await history) {
    const list = historyByAnswer.get(record.answerId);
    if (list) list.push(record);
    else historyByAnswer.set(record.answerId, [record]);
  }
  const listed = [...byAnswer].filter(([answerId, rows]) => disagreeAt(rows, project) || historyByAnswer.has(answerId));
  const subjects =
    listed.length === 0
      ? []
      : await answerSubjects(
          db,
          listed.map(([answerId]) => answerId),
        );
  const items = subjects.map((subject): CalibrationItem => {
    const rows = byAnswer.get(subject.answerId) ?? [];
    const records = historyByAnswer.get(subject.answerId) ?? [];
    return {
      answerId: subject.answerId,
      questionId: subject.questionId,
      questionLabel: subject.questionLabel,
      sectionName: subject.sectionName,
      productId: subject.productId,
      productName: supplierTitle(subject.vendorName, subject.productName, subject.email),
      spread: ratingSpread(rows.map((row) => row.rating)),
      flagged: disagreeAt(rows, project),
      originals: rows.map(originalOf),
      consensus: records[0] ?? null,
      history: records,
    };
  });
  return {
    projectId: project.id,
    threshold: disagreementThresholdOf(project.settings.integrity?.disagreementThreshold),
    scoringType: project.settings.scoringType,
    open: project.status === 'SCORING',
    items,
    evaluators,
  };
}

/** Per evaluator (a rater still known), their ratings and mean difference from the others', by name. */
function evaluatorRows(ratings: readonly ScopeRatingRow[]): CalibrationEvaluator[] {
  const names = new Map<string, string>();
  const rated = [];
  for (const row of ratings) {
    if (row.ratedBy === null) continue;
    names.set(row.ratedBy, row.raterName ?? '');
    rated.push({ answerId: row.answerId, evaluatorId: row.ratedBy, rating: row.rating });
  }
  return evaluatorDifferences(rated)
    .map((difference) => ({
      userId: difference.evaluatorId,
      name: names.get(difference.evaluatorId) ?? '',
      ratings: difference.ratings,
      compared: difference.compared,
      meanDifference: difference.meanDifference,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
