import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { answers, projectProducts, projectQuestions } from '../../../db/schema/index.js';
import { registerDashboardSource } from '../../projects/project-dashboard.js';
import { answerableQuestion } from '../questionnaire-rows.js';

const counted = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/**
 * Spec 2 §3 Project statistics, §9 answers progress: the answers of accepted products whose answers are submitted,
 * to the questions suppliers answer, rated (a rating given) and unrated. One statement.
 */
registerDashboardSource('answers', async (app, project) => {
  const [row] = await app.db
    .select({
      rated: counted(sql`${answers.rating} is not null`),
      unrated: counted(sql`${answers.rating} is null`),
    })
    .from(answers)
    .innerJoin(projectProducts, eq(projectProducts.id, answers.projectProductId))
    .innerJoin(projectQuestions, and(eq(projectQuestions.id, answers.questionId), answerableQuestion))
    .where(
      and(
        eq(projectProducts.projectId, project.id),
        eq(projectProducts.participationStatus, 'ACCEPTED'),
        isNotNull(projectProducts.answersSubmittedAt),
      ),
    );
  return row ?? { rated: 0, unrated: 0 };
});
