import { type AnswerInput, optionKey, type QuestionDefinition, settleAnswer } from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { ProjectRow } from '../core/tenancy/index.js';
import type { Database } from '../db/client.js';
import { answers, products, projectProducts, projectQuestions, users } from '../db/schema/index.js';
import { recordReceipts } from '../modules/answers/index.js';
import type { FileStorage } from '../platform/files/index.js';
import { DEMO_SUPPLIER_USER } from './demo-accounts.js';
import { storeDemoPdf } from './demo-files.js';

/** The RFP awaiting answers, which the demo supplier is answering and a competitor has submitted. */
export const DEMO_ANSWERING_PROJECT = 'HR Platform RFP 2026 — Awaiting Answers';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The option ids of a LIST question, by label. */
export const optionIds = (definition: QuestionDefinition, ...labels: string[]) =>
  definition.type === 'LIST' ? definition.options.filter((option) => labels.includes(option.label)).map(optionKey) : [];

/** What each supplier answers, by question label (the demo questionnaire's labels). */
export type DemoAnswers = Record<string, (definition: QuestionDefinition) => AnswerInput>;
/** The PDF each supplier uploads as its answer, by question label. */
type DemoFiles = Record<string, { filename: string; lines: readonly string[] }>;

const ACME_ANSWERS: DemoAnswers = {
  'Legal name of your company': () => ({ value: 'Acme Software Inc.' }),
  'How many employers do you administer benefits for today?': () => ({ value: '1250' }),
  'Link to your company website': () => ({ value: 'https://acme.example' }),
  'Email address for questions about this proposal': () => ({ value: 'rfp@acme.example' }),
  'Which HRIS platforms do you integrate with out of the box?': (definition) => ({
    value: [...optionIds(definition, 'Workday', 'BambooHR'), '{Other}'],
    secondaryValue: { '{Other}': 'Rippling (through our open API)' },
  }),
  'Do you support single sign-on with SAML 2.0?': () => ({ value: true, secondaryValue: 'Okta, Azure AD and Google' }),
  'Describe your data-retention policy': () => ({
    value: 'Enrolment records are kept for seven years after the plan year ends, then deleted.',
  }),
  'Link to a short demo of the employee enrolment flow': () => ({ value: 'https://acme.example/demo/enrolment' }),
  // The last section is still being worked on: kept as drafts.
  'How is your support team organised?': (definition) => ({
    value: optionIds(definition, 'Dedicated account manager'),
    isDraft: true,
  }),
  'Per-employee-per-month fee': () => ({ value: '4.75', isDraft: true }),
};

/** The demo supplier's second product in the RFP, all answered and submitted: its receipt shows (issue 31). */
export const ACME_TALENT_ANSWERS: DemoAnswers = {
  ...ACME_ANSWERS,
  'Legal name of your company': () => ({ value: 'Acme Software Inc. (Talent Suite)' }),
  'How is your support team organised?': (definition) => ({
    value: optionIds(definition, 'Dedicated account manager'),
  }),
  'Per-employee-per-month fee': () => ({ value: '2.40' }),
  'Upload your standard service-level agreement': () => ({
    notApplicable: true,
    notApplicableDescription: 'Sent with the contract draft.',
  }),
};

export const GLOBEX_ANSWERS: DemoAnswers = {
  'Legal name of your company': () => ({ value: 'Globex Benefits LLC' }),
  'How many employers do you administer benefits for today?': () => ({ value: '640' }),
  'Link to your company website': () => ({ value: 'https://globex.example' }),
  'Email address for questions about this proposal': () => ({ value: 'bids@globex.example' }),
  'Which HRIS platforms do you integrate with out of the box?': (definition) => ({
    value: optionIds(definition, 'Workday', 'UKG', 'ADP Workforce Now'),
  }),
  'Do you support single sign-on with SAML 2.0?': () => ({ value: true, secondaryValue: 'Okta and OneLogin' }),
  'Describe your data-retention policy': () => ({
    value: 'Records are retained for six years and deleted on request after the contract ends.',
  }),
  'Link to a short demo of the employee enrolment flow': () => ({
    notApplicable: true,
    notApplicableDescription: 'We run live demos only.',
  }),
  'How is your support team organised?': (definition) => ({ value: optionIds(definition, 'Pooled support team') }),
  'Per-employee-per-month fee': () => ({ value: '3.90' }),
};

/** The PDFs Globex uploaded as answers (the buy side downloads them from View Answers). */
const GLOBEX_FILES: DemoFiles = {
  'Upload your standard service-level agreement': {
    filename: 'globex-service-level-agreement.pdf',
    lines: [
      'Globex Benefits LLC - Standard Service-Level Agreement',
      'Availability: 99.9% per calendar month, measured at the enrolment portal.',
      'Support: first response within 4 business hours; critical issues within 1 hour.',
      'Credits: 5% of the monthly fee for each 0.1% below the availability target.',
    ],
  },
};

/** A product's participation in a demo project, with its answers (and the PDFs it uploaded as answers). */
export interface DemoParticipant {
  product: string;
  status: 'ACCEPTED' | 'INVITED';
  answers: DemoAnswers;
  files?: DemoFiles;
  submitted: boolean;
}

/**
 * The accepted participations of the RFP awaiting answers — the demo supplier answering one product and having
 * submitted another, a competitor that has submitted — and a product still invited.
 */
const PARTICIPANTS: DemoParticipant[] = [
  { product: 'Acme People HRIS', status: 'ACCEPTED', answers: ACME_ANSWERS, submitted: false },
  { product: 'Acme Talent Suite', status: 'ACCEPTED', answers: ACME_TALENT_ANSWERS, submitted: true },
  { product: 'Globex Enrol', status: 'ACCEPTED', answers: GLOBEX_ANSWERS, files: GLOBEX_FILES, submitted: true },
  { product: 'Initech Payroll Pro', status: 'INVITED', answers: {}, submitted: false },
];

/** How many days ago the participants were invited, answered and submitted. */
export interface DemoAnsweringDays {
  invited: number;
  answered: number;
  submitted: number;
}

/**
 * Spec 2 (answering) in the demo: the demo supplier has answered most of the RFP awaiting answers for one product (its
 * last section as drafts) and submitted another's (with its receipt: when, by the demo supplier, and issue 37's digest), Globex has submitted
 * all of its answers (a PDF among them), Initech has not accepted yet.
 */
export async function seedDemoAnswers(tx: Database, storage: FileStorage, project: ProjectRow): Promise<void> {
  await seedDemoParticipants(tx, storage, project, PARTICIPANTS, { invited: 9, answered: 3, submitted: 2 });
}

/**
 * Adds products to a project with their answers to its approved questions, as their suppliers would have given them
 * (settled by the answering rules); the demo supplier's answers and submissions are by the demo supplier user.
 */
export async function seedDemoParticipants(
  tx: Database,
  storage: FileStorage,
  project: ProjectRow,
  participants: readonly DemoParticipant[],
  days: DemoAnsweringDays,
): Promise<void> {
  const productRows = await tx
    .select()
    .from(products)
    .where(
      inArray(
        products.name,
        participants.map((participant) => participant.product),
      ),
    );
  const [supplierUser] = await tx.select().from(users).where(eq(users.email, DEMO_SUPPLIER_USER.email));
  const questions = await tx
    .select({ id: projectQuestions.id, definition: projectQuestions.definition })
    .from(projectQuestions)
    .where(and(eq(projectQuestions.projectId, project.id), eq(projectQuestions.status, 'APPROVED')));
  const daysAgo = (count: number) => new Date(Date.now() - count * DAY_MS);
  for (const participant of participants) {
    const product = productRows.find((row) => row.name === participant.product);
    if (!product) continue;
    const ownProduct = product.companyId === supplierUser?.companyId;
    const [participation] = await tx
      .insert(projectProducts)
      .values({
        projectId: project.id,
        productId: product.id,
        participationStatus: participant.status,
        purpose: 'Shortlisted from the benefits-platform market scan.',
        invitedAt: daysAgo(days.invited),
        answersSubmittedAt: participant.submitted ? daysAgo(days.submitted) : null,
        answersSubmittedBy: participant.submitted && ownProduct ? (supplierUser?.id ?? null) : null,
      })
      .returning();
    if (!participation) continue;
    const answeredBy = ownProduct ? (supplierUser?.id ?? null) : null;
    const uploaded: DemoAnswers = {};
    for (const [label, file] of Object.entries(participant.files ?? {})) {
      const owner = { companyId: product.companyId, uploadedBy: answeredBy };
      const stored = await storeDemoPdf(tx, storage, owner, file.filename, file.lines);
      uploaded[label] = () => ({ value: [stored] });
    }
    const given = { ...participant.answers, ...uploaded };
    const answeredAt = daysAgo(days.answered);
    const rows = questions.flatMap((question) => {
      const input = given[question.definition.label]?.(question.definition);
      const outcome = input ? settleAnswer(question.definition, input, { projectMaxLength: null }) : null;
      if (outcome?.kind !== 'SAVE') return [];
      return [
        { projectProductId: participation.id, questionId: question.id, ...outcome.answer, answeredAt, answeredBy },
      ];
    });
    if (rows.length > 0) await tx.insert(answers).values(rows);
    const { answersSubmittedAt: submittedAt, answersSubmittedBy: submittedBy } = participation;
    if (submittedAt) {
      const submission = { projectId: project.id, projectProductId: participation.id, submittedAt, submittedBy };
      await recordReceipts(storage, tx, [submission]);
    }
  }
}
