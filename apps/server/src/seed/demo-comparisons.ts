import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  branches,
  comparisonProducts,
  comparisonQuestions,
  comparisons,
  projectProducts,
  projectQuestions,
  projects,
  sections,
  users,
} from '../db/schema/index.js';
import { DEMO_SCORING_PROJECT } from './demo-evaluation.js';
import { DEMO_COMPLETED_PROJECT } from './demo-results.js';

/** The comparisons of a demo project: a public one of everything, and a private one of two finalists. */
const COMPARISONS = [
  {
    name: 'All finalists',
    description: 'Every accepted product on every approved question, for the steering committee.',
    isPrivate: false,
    showNotes: true,
    products: Number.POSITIVE_INFINITY,
    sections: Number.POSITIVE_INFINITY,
  },
  {
    name: 'My shortlist',
    description: 'The two I would take to the final round, on the first section.',
    isPrivate: true,
    showNotes: false,
    products: 2,
    sections: 1,
  },
] as const;

async function seedProjectComparisons(tx: Database, projectName: string, creatorId: string) {
  const [project] = await tx.select().from(projects).where(eq(projects.name, projectName));
  if (!project) return;
  // With branches on, the comparisons are made in the creator's own branch (spec 2 §6).
  const [branch] = project.settings.enableBranches
    ? await tx
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.projectId, project.id), eq(branches.createdBy, creatorId)))
    : [];
  const products = await tx
    .select({ id: projectProducts.id })
    .from(projectProducts)
    .where(and(eq(projectProducts.projectId, project.id), eq(projectProducts.participationStatus, 'ACCEPTED')))
    .orderBy(asc(projectProducts.invitedAt), asc(projectProducts.id));
  const questions = await tx
    .select({ id: projectQuestions.id, sectionId: sections.id })
    .from(projectQuestions)
    .innerJoin(sections, eq(sections.id, projectQuestions.sectionId))
    .where(
      and(
        eq(projectQuestions.projectId, project.id),
        eq(projectQuestions.status, 'APPROVED'),
        eq(projectQuestions.isPrivate, false),
      ),
    )
    .orderBy(asc(sections.position), asc(projectQuestions.position));
  const sectionIds = [...new Set(questions.map((question) => question.sectionId))];
  for (const plan of COMPARISONS) {
    const chosenSections = new Set(sectionIds.slice(0, plan.sections));
    const [created] = await tx
      .insert(comparisons)
      .values({
        projectId: project.id,
        branchId: branch?.id ?? null,
        name: plan.name,
        description: plan.description,
        isPrivate: plan.isPrivate,
        showNotes: plan.showNotes,
        createdBy: creatorId,
        createdAt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000),
      })
      .returning({ id: comparisons.id });
    if (!created) continue;
    await tx
      .insert(comparisonProducts)
      .values(
        products
          .slice(0, plan.products)
          .map((product, position) => ({ comparisonId: created.id, projectProductId: product.id, position })),
      );
    await tx
      .insert(comparisonQuestions)
      .values(
        questions
          .filter((question) => chosenSections.has(question.sectionId))
          .map((question) => ({ comparisonId: created.id, questionId: question.id })),
      );
  }
}

/**
 * Comparisons in the demo (issue 34): on the RFP in scoring (in the project manager's branch) and the completed RFP,
 * a public comparison of every finalist and a private one of the project manager's.
 */
export async function seedDemoComparisons(tx: Database): Promise<void> {
  const [pm] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'pm@northwind.example'));
  if (!pm) return;
  for (const name of [DEMO_SCORING_PROJECT, DEMO_COMPLETED_PROJECT]) await seedProjectComparisons(tx, name, pm.id);
}
