import type { IntegritySettings } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { ProjectRow } from '../core/tenancy/index.js';
import type { Database } from '../db/client.js';
import { branches, branchMembers, projectMembers, users } from '../db/schema/index.js';
import type { FileStorage } from '../platform/files/index.js';
import {
  ACME_TALENT_ANSWERS,
  type DemoAnswers,
  GLOBEX_ANSWERS,
  optionIds,
  seedDemoParticipants,
} from './demo-answers.js';
import { seedDemoConflicts } from './demo-conflicts.js';
import { seedDemoConsensus } from './demo-consensus.js';
import { demoProjectSetup, insertDemoProject } from './demo-projects.js';
import { seedDemoQuestionnaires } from './demo-questionnaire.js';
import { seedDemoResults } from './demo-results.js';
import { type DemoScoreSheet, scoreDemoProject } from './demo-scoring.js';

/** The RFP in scoring whose evaluators score in branches of their own (spec 2 §6). */
export const DEMO_SCORING_PROJECT = 'Benefits Platform RFP 2026 — Scoring';

/** Issue 37: the demo broker allows every evaluation-integrity feature, and its scoring project has them all on. */
export const ALL_INTEGRITY: IntegritySettings = {
  sealedAnswers: true,
  conflictDeclarations: true,
  blindScoring: true,
  consensus: true,
  winnerSensitivity: true,
};

/** Initech's answers: no single sign-on, payroll-first integrations. */
const INITECH_ANSWERS: DemoAnswers = {
  'Legal name of your company': () => ({ value: 'Initech Payroll Inc.' }),
  'How many employers do you administer benefits for today?': () => ({ value: '310' }),
  'Link to your company website': () => ({ value: 'https://initech.example' }),
  'Email address for questions about this proposal': () => ({ value: 'rfp@initech.example' }),
  'Which HRIS platforms do you integrate with out of the box?': (definition) => ({
    value: optionIds(definition, 'ADP Workforce Now'),
  }),
  'Do you support single sign-on with SAML 2.0?': () => ({ value: false }),
  'Describe your data-retention policy': () => ({
    value: 'Payroll records are kept for ten years, as tax law requires, then archived offline.',
  }),
  'Link to a short demo of the employee enrolment flow': () => ({ value: 'https://initech.example/demo' }),
  'How is your support team organised?': (definition) => ({
    value: optionIds(definition, 'Pooled support team'),
  }),
  'Per-employee-per-month fee': () => ({ value: '3.15' }),
  'Upload your standard service-level agreement': () => ({
    notApplicable: true,
    notApplicableDescription: 'Our service levels are part of the master services agreement.',
  }),
};

/** The project manager's branch (shared with the company's owner): weights on single sign-on and the fee. */
const PM_SHEET: DemoScoreSheet = {
  weights: { 'Do you support single sign-on with SAML 2.0?': 3, 'Per-employee-per-month fee': 5 },
  ratings: {
    'Globex Enrol': {
      'Legal name of your company': 5,
      'Do you support single sign-on with SAML 2.0?': 4,
      'Describe your data-retention policy': 3,
      'Per-employee-per-month fee': 4,
    },
    'Acme Talent Suite': {
      'Legal name of your company': 5,
      'Do you support single sign-on with SAML 2.0?': 5,
      'Per-employee-per-month fee': 3,
      'How is your support team organised?': 4,
    },
    'Initech Payroll Pro': { 'Legal name of your company': 4, 'Do you support single sign-on with SAML 2.0?': 0 },
  },
  notes: {
    'Globex Enrol': { 'Per-employee-per-month fee': 'Cheapest of the three once enrolment support is included.' },
    'Initech Payroll Pro': {
      'Do you support single sign-on with SAML 2.0?': 'No single sign-on: a blocker for the client’s IT team.',
    },
  },
};

/** The expert's own branch: weights on data retention and the client base, other ratings. */
const EXPERT_SHEET: DemoScoreSheet = {
  weights: { 'Describe your data-retention policy': 4, 'How many employers do you administer benefits for today?': 2 },
  ratings: {
    'Globex Enrol': {
      'Legal name of your company': 4,
      'How many employers do you administer benefits for today?': 3,
      'Describe your data-retention policy': 5,
      'Do you support single sign-on with SAML 2.0?': 3,
    },
    'Acme Talent Suite': {
      'Legal name of your company': 4,
      'How many employers do you administer benefits for today?': 5,
      'Describe your data-retention policy': 4,
    },
    // Issue 37 calibration: 2 where the project manager gave 0 (Failed), a disagreement left for the owners.
    'Initech Payroll Pro': {
      'Describe your data-retention policy': 2,
      'Do you support single sign-on with SAML 2.0?': 2,
    },
  },
  notes: {
    'Acme Talent Suite': { 'Describe your data-retention policy': 'Seven years matches the client’s own policy.' },
  },
};

/** A branch of the project by its creator, with its members besides them, scored as the sheet says. */
async function seedBranch(
  tx: Database,
  project: ProjectRow,
  creatorId: string,
  memberIds: readonly string[],
  sheet: DemoScoreSheet,
): Promise<void> {
  const [branch] = await tx
    .insert(branches)
    .values({ projectId: project.id, scoringType: 'NUMBERS', createdBy: creatorId })
    .returning({ id: branches.id });
  if (!branch) return;
  await tx.insert(branchMembers).values([creatorId, ...memberIds].map((userId) => ({ branchId: branch.id, userId })));
  await scoreDemoProject(tx, project.id, sheet, { branchId: branch.id, by: creatorId });
}

/**
 * Evaluation in the demo (issue 33): an RFP in SCORING scored in branches — the project manager's, shared with the
 * owner, and the expert's — each part-rated with its own weights and notes (two answers 2 points apart between them,
 * one settled by a consensus: issue 37), while the viewer, in no branch, reads
 * that they must be added to one; and a COMPLETED RFP with its winner and the broker's shared feedback (see
 * demo-results.ts). Both were created months ago, so they leave the demo plan's projects of this month alone.
 */
export async function seedDemoEvaluation(tx: Database, brokerId: string, storage: FileStorage): Promise<void> {
  const setup = await demoProjectSetup(tx, brokerId);
  if (!setup) return;
  const { owner, pm, expert } = setup.people;
  const [viewer] = await tx.select().from(users).where(eq(users.email, 'viewer@northwind.example'));
  const plan = { name: DEMO_SCORING_PROJECT, type: 'RFP' as const, status: 'SCORING' as const, by: pm };
  const scoring = await insertDemoProject(
    tx,
    setup,
    {
      ...plan,
      days: -50,
      createdDaysAgo: 60,
      settings: { enableBranches: true, scoringType: 'NUMBERS', integrity: ALL_INTEGRITY },
    },
    1,
  );
  if (!scoring || !viewer) return;
  // Spec 2 §6: a branch's members are the project's managers and viewers.
  await tx
    .insert(projectMembers)
    .values(
      [owner, expert, viewer].map((person) => ({ projectId: scoring.id, userId: person.id, role: 'VIEWER' as const })),
    );
  await seedDemoQuestionnaires(tx, [scoring], { pmId: pm.id, expertId: expert.id });
  await seedDemoParticipants(
    tx,
    storage,
    scoring,
    [
      { product: 'Acme Talent Suite', status: 'ACCEPTED', answers: ACME_TALENT_ANSWERS, submitted: true },
      { product: 'Globex Enrol', status: 'ACCEPTED', answers: GLOBEX_ANSWERS, submitted: true },
      { product: 'Initech Payroll Pro', status: 'ACCEPTED', answers: INITECH_ANSWERS, submitted: true },
    ],
    { invited: 48, answered: 40, submitted: 37 },
  );
  await seedBranch(tx, scoring, pm.id, [owner.id], PM_SHEET);
  await seedBranch(tx, scoring, expert.id, [], EXPERT_SHEET);
  await seedDemoConflicts(tx, scoring.id, { clear: [pm, owner], expert });
  // Issue 37: the branches rated Globex's data retention 3 and 5; the project manager recorded the agreed 4.
  await seedDemoConsensus(tx, scoring.id, {
    product: 'Globex Enrol',
    question: 'Describe your data-retention policy',
    rating: 4,
    reason: 'Seven-year retention is good; the archive is not encrypted at rest yet.',
    by: pm,
  });
  await seedDemoResults(tx, setup, storage);
}
