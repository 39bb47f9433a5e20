import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProjectRow } from '../core/tenancy/index.js';
import type { Database } from '../db/client.js';
import { companies, faqItems, projectQuestions, users } from '../db/schema/index.js';
import { DEMO_SUPPLIER_COMPANY, DEMO_SUPPLIER_USER } from './demo-accounts.js';
import { DEMO_ANSWERING_PROJECT } from './demo-answers.js';
import { DEMO_INVITED_PROJECT } from './demo-projects.js';
import { DEMO_MORE_SUPPLIERS } from './demo-suppliers.js';

const HOUR_MS = 60 * 60 * 1000;

type Asker = 'acme' | 'globex' | 'broker';

/** One demo thread: the question, how it stands, and its replies in order (each by the broker or the asker). */
interface DemoThread {
  asker: Asker;
  text: string;
  status: 'DRAFT' | 'ACTIVE' | 'REJECTED';
  isPublic?: boolean;
  rejectReason?: string;
  aboutFirstQuestion?: boolean;
  replies?: Array<{ by: 'broker' | 'asker'; text: string }>;
}

/** Spec 2 §4 FAQ states, every one: in review, public and private answers, rejected, a clarification, about a question. */
const ANSWERING_THREADS: DemoThread[] = [
  {
    asker: 'acme',
    text: 'Which HRIS systems does the client use today?',
    status: 'ACTIVE',
    replies: [{ by: 'broker', text: 'Workday for HR and ADP for payroll; both stay in place.' }],
  },
  {
    asker: 'acme',
    text: 'Can we share our enterprise price list under NDA only?',
    status: 'ACTIVE',
    isPublic: false,
    replies: [{ by: 'broker', text: 'Yes — attach it to your answers; it stays with the buying team.' }],
  },
  {
    asker: 'globex',
    text: 'What budget has the client set aside?',
    status: 'REJECTED',
    rejectReason: 'Budget details are confidential at this stage',
  },
  {
    asker: 'acme',
    text: 'How many employees will enrol in the first year?',
    status: 'ACTIVE',
    replies: [
      { by: 'broker', text: 'About 4,000 employees across 12 states.' },
      { by: 'asker', text: 'Does that include seasonal staff?' },
      { by: 'broker', text: 'No; seasonal staff join in year two.' },
    ],
  },
  {
    asker: 'acme',
    text: 'Should the answer cover the mobile app too?',
    status: 'ACTIVE',
    aboutFirstQuestion: true,
    replies: [{ by: 'broker', text: 'Yes, please describe web and mobile.' }],
  },
  { asker: 'acme', text: 'Can the implementation start before the contract is signed?', status: 'DRAFT' },
  {
    asker: 'broker',
    text: 'Will the questions be scored with weights?',
    status: 'ACTIVE',
    replies: [{ by: 'broker', text: 'Yes: every question has a weight from 1 to 5.' }],
  },
];

const INVITED_THREADS: DemoThread[] = [
  {
    asker: 'globex',
    text: 'Is a local implementation team required?',
    status: 'ACTIVE',
    replies: [{ by: 'broker', text: 'No; remote implementation is fine with two on-site workshops.' }],
  },
  { asker: 'acme', text: 'May we propose two products in one answer?', status: 'DRAFT' },
];

/** Demo FAQ threads on the published and the awaiting RFP (whose suppliers are Acme and Globex). */
export async function seedDemoFaq(tx: Database, seeded: readonly ProjectRow[]): Promise<void> {
  const vendors = await tx
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(inArray(companies.name, [DEMO_SUPPLIER_COMPANY.name, DEMO_MORE_SUPPLIERS[0]?.company.name ?? '']));
  const [supplierUser] = await tx.select().from(users).where(eq(users.email, DEMO_SUPPLIER_USER.email));
  const acme = vendors.find((vendor) => vendor.name === DEMO_SUPPLIER_COMPANY.name);
  const globex = vendors.find((vendor) => vendor.name !== DEMO_SUPPLIER_COMPANY.name);
  if (!acme || !globex) return;
  const plans = [
    { project: seeded.find((row) => row.name === DEMO_ANSWERING_PROJECT), threads: ANSWERING_THREADS },
    { project: seeded.find((row) => row.name === DEMO_INVITED_PROJECT), threads: INVITED_THREADS },
  ];
  for (const { project, threads } of plans) {
    if (!project) continue;
    const [firstQuestion] = await tx
      .select({ id: projectQuestions.id, sectionId: projectQuestions.sectionId })
      .from(projectQuestions)
      .where(and(eq(projectQuestions.projectId, project.id), eq(projectQuestions.status, 'APPROVED')))
      .orderBy(asc(projectQuestions.position))
      .limit(1);
    const askers = {
      acme: { companyId: acme.id, createdBy: supplierUser?.id ?? null },
      globex: { companyId: globex.id, createdBy: null },
      broker: { companyId: project.companyId, createdBy: project.createdBy },
    } as const;
    let hoursAgo = threads.length * 4 + 2;
    for (const thread of threads) {
      const asker = askers[thread.asker];
      const link =
        thread.aboutFirstQuestion && firstQuestion
          ? { questionId: firstQuestion.id, sectionId: firstQuestion.sectionId }
          : {};
      const [question] = await tx
        .insert(faqItems)
        .values({
          projectId: project.id,
          text: thread.text,
          status: thread.status,
          isPublic: thread.isPublic ?? true,
          rejectReason: thread.rejectReason ?? null,
          askedByCompanyId: asker.companyId,
          createdBy: asker.createdBy,
          createdAt: new Date(Date.now() - hoursAgo * HOUR_MS),
          ...link,
        })
        .returning();
      hoursAgo -= 4;
      if (!question || !thread.replies?.length) continue;
      await tx.insert(faqItems).values(
        thread.replies.map((reply, index) => {
          const by = reply.by === 'broker' ? askers.broker : asker;
          return {
            projectId: project.id,
            parentId: question.id,
            text: reply.text,
            status: 'ACTIVE' as const,
            askedByCompanyId: by.companyId,
            createdBy: by.createdBy,
            createdAt: new Date(question.createdAt.getTime() + (index + 1) * HOUR_MS),
            ...link,
          };
        }),
      );
    }
  }
}
