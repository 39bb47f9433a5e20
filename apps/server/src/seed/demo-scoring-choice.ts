import { DEFAULT_COMPANY_SETTINGS, DEFAULT_TARGET_RESPONDENTS, toProjectDate } from '@shortlist/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  companies,
  products,
  projectBrokerageContacts,
  projectMembers,
  projectProducts,
  projects,
  users,
} from '../db/schema/index.js';
import { seedDemoQuestionnaires } from './demo-questionnaire.js';

/** The RFP whose answers were due six days ago, waiting for Choice Products for Scoring (spec 2 §5). */
export const DEMO_SCORING_CHOICE_PROJECT = 'Time Tracking RFP 2026 — Extended Deadline';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
/** A project date: the New York day `days` from now, at midday UTC. */
const projectDay = (days: number) => toProjectDate(daysFromNow(days));
const PM_EMAIL = 'pm@northwind.example';
const EXPERT_EMAIL = 'expert@northwind.example';

/**
 * Globex submitted on time; the demo supplier's Acme Payroll Cloud has not. No answers are seeded, so that the demo
 * tasks (answers to rate) stay those of the RFP awaiting answers.
 */
const PARTICIPANTS = [
  { product: 'Globex Flex Spending', submitted: true },
  { product: 'Acme Payroll Cloud', submitted: false },
];

/**
 * Choice Products for Scoring in the demo: a Northwind RFP with the extended answers deadline on, in AWAITING after
 * its answers deadline, with two accepted products of which one has submitted. Its dates lie in the past (the decision
 * date aside, later than every other demo date) so the deadline calendars keep their first entries; created 40 days ago,
 * outside the demo plan's month.
 */
export async function seedDemoScoringChoice(tx: Database, brokerId: string): Promise<void> {
  const [broker] = await tx.select().from(companies).where(eq(companies.id, brokerId));
  const people = await tx
    .select({ userId: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, [PM_EMAIL, EXPERT_EMAIL]));
  const pm = people.find((person) => person.email === PM_EMAIL);
  const expert = people.find((person) => person.email === EXPERT_EMAIL);
  if (!broker || !pm || !expert) return;
  const settings = broker.settings ?? DEFAULT_COMPANY_SETTINGS;
  const [project] = await tx
    .insert(projects)
    .values({
      companyId: brokerId,
      type: 'RFP',
      status: 'AWAITING',
      name: DEMO_SCORING_CHOICE_PROJECT,
      description: 'Time tracking for hourly staff across three sites; answers were due last week.',
      publishDate: projectDay(-30),
      submissionDeadline: projectDay(-16),
      questionsSubmissionDeadline: projectDay(-6),
      plannedDecisionDate: projectDay(40),
      targetRespondents: DEFAULT_TARGET_RESPONDENTS,
      settings: {
        answersMaxLength: null,
        scoringType: settings.scoringType,
        enableBranches: false,
        enableExperts: settings.enableExperts,
        enableExtendedAnswersDeadline: true,
      },
      createdBy: pm.userId,
      createdAt: daysFromNow(-40),
    })
    .returning();
  if (!project) return;
  await tx.insert(projectMembers).values([
    { projectId: project.id, userId: pm.userId, role: 'PROJECT_MANAGER' },
    { projectId: project.id, userId: expert.userId, role: 'DOMAIN_EXPERT' },
  ]);
  await tx.insert(projectBrokerageContacts).values({ projectId: project.id, userId: pm.userId, phone: '+1 555 0199' });
  await seedDemoQuestionnaires(tx, [project], { pmId: pm.userId, expertId: expert.userId });
  const productRows = await tx
    .select()
    .from(products)
    .where(
      inArray(
        products.name,
        PARTICIPANTS.map((participant) => participant.product),
      ),
    );
  for (const participant of PARTICIPANTS) {
    const product = productRows.find((row) => row.name === participant.product);
    if (!product) continue;
    await tx.insert(projectProducts).values({
      projectId: project.id,
      productId: product.id,
      participationStatus: 'ACCEPTED',
      purpose: 'Shortlisted for time tracking.',
      invitedAt: daysFromNow(-30),
      answersSubmittedAt: participant.submitted ? daysFromNow(-7) : null,
    });
  }
}
