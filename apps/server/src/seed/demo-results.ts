import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { products, projectProducts } from '../db/schema/index.js';
import { recordDebriefs } from '../modules/scoring/index.js';
import type { FileStorage } from '../platform/files/index.js';
import { ACME_TALENT_ANSWERS, type DemoAnswers, GLOBEX_ANSWERS, seedDemoParticipants } from './demo-answers.js';
import { type DemoProjectSetup, insertDemoProject } from './demo-projects.js';
import { seedDemoQuestionnaires } from './demo-questionnaire.js';
import { type DemoScoreSheet, scoreDemoProject } from './demo-scoring.js';

/** The RFP completed months ago: a winner chosen, the broker's feedback shared with some suppliers. */
export const DEMO_COMPLETED_PROJECT = 'Payroll Outsourcing RFP 2025 — Completed';

const ACME_ANSWERS: DemoAnswers = {
  ...ACME_TALENT_ANSWERS,
  'Legal name of your company': () => ({ value: 'Acme Software Inc.' }),
};

/** Spec 2 §4 Select Winners: each product's result and the broker's notes (shared with its supplier or not). */
const RESULTS: Array<{ product: string; answers: DemoAnswers; winner: boolean; notes: string; shareNotes: boolean }> = [
  {
    product: 'Acme Payroll Cloud',
    answers: ACME_ANSWERS,
    winner: true,
    notes: 'Chosen for running payroll and benefits in one platform, with a dedicated account manager from day one.',
    shareNotes: true,
  },
  {
    product: 'Acme People HRIS',
    answers: ACME_ANSWERS,
    winner: false,
    notes: 'A strong HRIS, but the client preferred one platform for payroll and benefits.',
    shareNotes: true,
  },
  {
    product: 'Globex Enrol',
    answers: GLOBEX_ANSWERS,
    winner: false,
    notes: 'Priced above the budget once payroll was added.',
    shareNotes: false,
  },
];

/** The shared scoring of the completed RFP (branches off): every answer of the three products rated. */
const SHEET: DemoScoreSheet = {
  weights: { 'Per-employee-per-month fee': 5, 'Which HRIS platforms do you integrate with out of the box?': 3 },
  ratings: {
    'Acme Payroll Cloud': {
      'Legal name of your company': 5,
      'How many employers do you administer benefits for today?': 5,
      'Link to your company website': 5,
      'Which HRIS platforms do you integrate with out of the box?': 5,
      'Describe your data-retention policy': 4,
      'Per-employee-per-month fee': 4,
      'Email address for questions about this proposal': 5,
      'Do you support single sign-on with SAML 2.0?': 5,
      'Link to a short demo of the employee enrolment flow': 4,
      'How is your support team organised?': 5,
      'Upload your standard service-level agreement': -1,
    },
    'Acme People HRIS': {
      'Legal name of your company': 5,
      'How many employers do you administer benefits for today?': 5,
      'Which HRIS platforms do you integrate with out of the box?': 5,
      'Describe your data-retention policy': 4,
      'Per-employee-per-month fee': 2,
      'Link to your company website': 5,
      'Email address for questions about this proposal': 5,
      'Do you support single sign-on with SAML 2.0?': 5,
      'Link to a short demo of the employee enrolment flow': 3,
      'How is your support team organised?': 5,
      'Upload your standard service-level agreement': -1,
    },
    'Globex Enrol': {
      'Legal name of your company': 5,
      'How many employers do you administer benefits for today?': 3,
      'Which HRIS platforms do you integrate with out of the box?': 4,
      'Describe your data-retention policy': 3,
      'Per-employee-per-month fee': 1,
      'Link to your company website': 4,
      'Email address for questions about this proposal': 4,
      'Do you support single sign-on with SAML 2.0?': 4,
      'Link to a short demo of the employee enrolment flow': -1,
      'How is your support team organised?': 3,
    },
  },
  notes: {
    'Globex Enrol': { 'Per-employee-per-month fee': 'Excludes payroll: about twice this with it.' },
  },
};

/**
 * Spec 2 §4 results in the demo: an RFP completed months ago, scored in the shared scoring, Acme Payroll Cloud its
 * winner; the demo supplier reads its result on both of its products (the winner's and a non-winner's, each with the
 * broker's shared feedback), Globex's notes stay the broker's. Issue 38: the owner has sent every supplier its
 * debrief (Acme's two products and Globex), so supplier@acme.example and grace@globex.example read one.
 */
export async function seedDemoResults(tx: Database, setup: DemoProjectSetup, storage: FileStorage): Promise<void> {
  const { pm, expert } = setup.people;
  const plan = { name: DEMO_COMPLETED_PROJECT, type: 'RFP' as const, status: 'COMPLETED' as const, by: pm };
  const project = await insertDemoProject(
    tx,
    setup,
    { ...plan, days: -140, createdDaysAgo: 150, settings: { enableBranches: false, scoringType: 'NUMBERS' } },
    2,
  );
  if (!project) return;
  await seedDemoQuestionnaires(tx, [project], { pmId: pm.id, expertId: expert.id });
  await seedDemoParticipants(
    tx,
    storage,
    project,
    RESULTS.map(({ product, answers }) => ({ product, answers, status: 'ACCEPTED', submitted: true })),
    { invited: 138, answered: 128, submitted: 125 },
  );
  await scoreDemoProject(tx, project.id, SHEET, { branchId: null, by: pm.id });
  for (const { product, winner, notes, shareNotes } of RESULTS) {
    const [row] = await tx.select({ id: products.id }).from(products).where(eq(products.name, product));
    if (!row) continue;
    await tx
      .update(projectProducts)
      .set({ winner, notes, shareNotes })
      .where(and(eq(projectProducts.projectId, project.id), eq(projectProducts.productId, row.id)));
  }
  await recordDebriefs(tx, project, null, null, null, { id: pm.id, name: `${pm.firstName} ${pm.lastName}` });
}
