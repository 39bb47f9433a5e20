import { integrityOf, type ProjectStatus } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { access, builder, ScoringTypeEnum, signedInViewer } from '../../core/graphql/index.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import { onBuySide } from '../../core/viewer/index.js';
import { projectMembers } from '../../db/schema/index.js';
import { ProjectRef } from '../projects/index.js';
import {
  CALIBRATION_STATUSES,
  type Calibration,
  type CalibrationEvaluator,
  type CalibrationItem,
  type CalibrationOriginal,
  loadCalibration,
} from './calibration.js';
import { recordConsensus } from './consensus-record.js';
import type { ConsensusRecord } from './consensus-rows.js';
import { oneOf } from './scoring-rows.js';

/** Reached through `calibration` and `recordConsensus`, whose services admit the project owners only. */
const readers = access('SIGNED_IN');

export const ConsensusRecordRef = builder.objectRef<ConsensusRecord>('ConsensusRecord').implement({
  authScopes: readers,
  description: 'Issue 37: an agreed rating a project owner recorded on an answer, with the reason (never changed).',
  fields: (t) => ({
    id: t.exposeID('id'),
    answerId: t.exposeID('answerId'),
    rating: t.exposeInt('rating'),
    reason: t.exposeString('reason'),
    decidedByName: t.exposeString('decidedByName'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const CalibrationOriginalRef = builder.objectRef<CalibrationOriginal>('CalibrationOriginal').implement({
  authScopes: readers,
  fields: (t) => ({
    branchId: t.exposeID('branchId', { nullable: true }),
    scopeName: t.exposeString('scopeName', { description: 'The branch creator’s name, or “Shared”.' }),
    raterName: t.exposeString('raterName', { nullable: true }),
    rating: t.exposeInt('rating', { description: '-1 No Rate, 0 Failed, 1–5.' }),
  }),
});

const CalibrationItemRef = builder.objectRef<CalibrationItem>('CalibrationItem').implement({
  authScopes: readers,
  fields: (t) => ({
    answerId: t.exposeID('answerId'),
    questionId: t.exposeID('questionId'),
    questionLabel: t.exposeString('questionLabel'),
    sectionName: t.exposeString('sectionName'),
    productId: t.exposeID('productId'),
    productName: t.exposeString('productName'),
    spread: t.exposeInt('spread', { description: 'Highest minus lowest rating (No Rate left out).' }),
    flagged: t.exposeBoolean('flagged', { description: 'The ratings disagree: a consensus may be recorded.' }),
    originals: t.field({ type: [CalibrationOriginalRef], resolve: (item) => item.originals }),
    consensus: t.field({ type: ConsensusRecordRef, nullable: true, resolve: (item) => item.consensus }),
    history: t.field({ type: [ConsensusRecordRef], resolve: (item) => item.history }),
  }),
});

const CalibrationEvaluatorRef = builder.objectRef<CalibrationEvaluator>('CalibrationEvaluator').implement({
  authScopes: readers,
  fields: (t) => ({
    userId: t.exposeID('userId'),
    name: t.exposeString('name'),
    ratings: t.exposeInt('ratings'),
    compared: t.exposeInt('compared', { description: 'Ratings of answers someone else rated too.' }),
    meanDifference: t.exposeFloat('meanDifference', {
      nullable: true,
      description: 'Mean of (their rating − the mean of the others’ on the same answer); null when none compared.',
    }),
  }),
});

const CalibrationRef = builder.objectRef<Calibration>('Calibration').implement({
  authScopes: readers,
  fields: (t) => ({
    projectId: t.exposeID('projectId'),
    threshold: t.exposeInt('threshold'),
    scoringType: t.field({ type: ScoringTypeEnum, resolve: (calibration) => calibration.scoringType }),
    open: t.exposeBoolean('open', { description: 'A consensus may be recorded now (the project is in Scoring).' }),
    items: t.field({ type: [CalibrationItemRef], resolve: (calibration) => calibration.items }),
    evaluators: t.field({ type: [CalibrationEvaluatorRef], resolve: (calibration) => calibration.evaluators }),
  }),
});

builder.queryFields((t) => ({
  calibration: t.field({
    type: CalibrationRef,
    description:
      'Issue 37 calibration (project owners, consensus on, in Scoring, Completed or Archived): the answers whose ' +
      'ratings across branches disagree by the project’s threshold or more, and each evaluator’s mean difference.',
    authScopes: readers,
    args: { projectId: t.arg.id({ required: true }) },
    resolve: (_root, { projectId }, context) => loadCalibration(context.app.db, signedInViewer(context), projectId),
  }),
}));

builder.mutationFields((t) => ({
  recordConsensus: t.field({
    type: ConsensusRecordRef,
    description:
      'Issue 37: a project owner records the agreed rating (the project’s scale, not No Rate) of an answer whose ' +
      'ratings disagree, with a reason, while the project is in Scoring. Scores use the latest; the originals stay.',
    authScopes: readers,
    args: {
      projectId: t.arg.id({ required: true }),
      answerId: t.arg.id({ required: true }),
      rating: t.arg.int({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) => recordConsensus(context.app, signedInViewer(context), args),
  }),
}));

builder.objectFields(ProjectRef, (t) => ({
  // Loaded for every project of a page at once, with a statement only when some of them may have a calibration.
  calibrationAvailable: t.loadable({
    type: 'Boolean',
    authScopes: access('SIGNED_IN'),
    description:
      'Issue 37: the viewer may open the calibration page: a project owner, with consensus on, in Scoring, ' +
      'Completed or Archived.',
    load: async (projects: Array<Pick<ProjectRow, 'id' | 'status' | 'settings'>>, context) => {
      const viewer = signedInViewer(context);
      const candidates = projects
        .filter(
          (project) =>
            integrityOf(project.settings?.integrity).consensus &&
            CALIBRATION_STATUSES.includes(project.status as ProjectStatus),
        )
        .map((project) => project.id);
      if (candidates.length === 0 || !onBuySide(viewer)) return projects.map(() => false);
      const owned = await context.app.db
        .select({ projectId: projectMembers.projectId })
        .from(projectMembers)
        .where(
          and(
            eq(projectMembers.userId, viewer.user.id),
            eq(projectMembers.role, 'PROJECT_MANAGER'),
            oneOf(projectMembers.projectId, candidates),
          ),
        );
      const ids = new Set(owned.map((row) => row.projectId));
      return projects.map((project) => ids.has(project.id));
    },
    resolve: (project) => project,
  }),
}));
