import { ScoringDocument } from '@shortlist/web/documents';
import { print } from 'graphql';
import type { RatingSaves } from './rating-saves.js';
import { graphql } from './requests.js';
import { ANSWERING_PROJECT, ANSWERING_QUESTIONS } from './seed-answers.js';
import { createBenchComparison } from './seed-comparison.js';

export const SCORING_PRODUCTS = 30;
export const SCORING_QUESTIONS = ANSWERING_QUESTIONS;
export const SCORING_PROJECT = 'Bench scoring of 30 products';

/**
 * Issue 33's load: a copy of the bench questionnaire (seed-answers.ts, its 1,000 questions in 10 sections) in
 * SCORING, scored without branches in NUMBERS, where the first 30 bench suppliers' products accepted, answered every
 * question and submitted; every other question's answers already rated. In SQL while the server is stopped, after
 * SEED_ANSWERING_SQL.
 */
export const SEED_SCORING_SQL = `
create temp table bench_scoring as select * from projects where name = '${ANSWERING_PROJECT}';
update bench_scoring set id = gen_random_uuid(), name = '${SCORING_PROJECT}', status = 'SCORING',
  settings = settings || '{"enableBranches": false, "scoringType": "NUMBERS"}'::jsonb;
insert into projects select * from bench_scoring;
insert into sections (project_id, position, name)
  select bench_scoring.id, sections.position, sections.name
  from bench_scoring, sections join projects on projects.id = sections.project_id
  where projects.name = '${ANSWERING_PROJECT}';
insert into project_questions (project_id, section_id, position, definition, status)
  select copy.project_id, copy.id, question.position, question.definition, question.status
  from project_questions as question
    join sections as original on original.id = question.section_id
    join projects on projects.id = original.project_id and projects.name = '${ANSWERING_PROJECT}'
    join sections as copy on copy.position = original.position
    join bench_scoring on bench_scoring.id = copy.project_id;
insert into project_products (project_id, product_id, participation_status, invited_at, answers_submitted_at)
  select bench_scoring.id, products.id, 'ACCEPTED', now(), now()
  from bench_scoring, products join companies on companies.id = products.company_id
  where companies.name like 'Bench Supplier %' and substring(companies.name from 16)::int <= ${SCORING_PRODUCTS};
insert into answers (project_product_id, question_id, value, answered_at)
  select project_products.id, project_questions.id, to_jsonb('Seeded answer'::text), now()
  from project_products join bench_scoring on bench_scoring.id = project_products.project_id
    join project_questions on project_questions.project_id = bench_scoring.id;
insert into answer_ratings (answer_id, project_product_id, rating)
  select answers.id, answers.project_product_id, 1 + project_questions.position % 5
  from answers join project_questions on project_questions.id = answers.question_id
    join bench_scoring on bench_scoring.id = project_questions.project_id
  where project_questions.position % 2 = 0;
drop table bench_scoring;
`;

/** The scoring page's own query (the web app's document). */
export const SCORING_PAGE = print(ScoringDocument);

interface ScoringPage {
  products: Array<{ productId: string }>;
  sections: Array<{ sectionId: string; questions: Array<{ questionId: string }> }>;
}

/** What the scoring scenarios address: the rating saves' answers and a comparison of all of them (issue 34). */
export type ScoringLoad = RatingSaves & { comparisonId: string };

/** The bench scoring project seen by `cookie` (a user who may rate every answer): what the rating saves address. */
export async function scoringLoad(cookie: string): Promise<ScoringLoad> {
  const { projects } = (await graphql(
    cookie,
    'query P($filter: ProjectFilter) { projects(filter: $filter) { results { id name } } }',
    { filter: { role: 'BUY_SIDE', keyword: SCORING_PROJECT } },
  )) as { projects: { results: Array<{ id: string; name: string }> } };
  const projectId = projects.results.find((row) => row.name === SCORING_PROJECT)?.id ?? '';
  const { scoring } = (await graphql(cookie, SCORING_PAGE, { projectId })) as { scoring: ScoringPage };
  const comparisonId = await createBenchComparison(
    async <Data>(query: string, variables: Record<string, unknown>) =>
      (await graphql(cookie, query, variables)) as Data,
    projectId,
  );
  return {
    projectId,
    cookie,
    comparisonId,
    productIds: scoring.products.map((product) => product.productId),
    sections: scoring.sections.map((section) => ({
      sectionId: section.sectionId,
      questionIds: section.questions.map((question) => question.questionId),
    })),
  };
}
