import { ComparisonChoicesDocument, CreateComparisonDocument } from '@shortlist/web/documents';
import { print } from 'graphql';

/** The comparison grid's own query (the web app's document). */
export { ComparisonGridDocument } from '@shortlist/web/documents';

export const BENCH_COMPARISON = 'Bench comparison of every product and question';

interface Choices {
  comparisonChoices: {
    products: Array<{ id: string }>;
    sections: Array<{ id: string; questions: Array<{ id: string }> }>;
  };
}

/**
 * Issue 34: a comparison of every accepted product and approved question of the bench scoring project, made through
 * the API by whoever `call` signs in as; its id.
 */
export async function createBenchComparison(
  call: <Data>(query: string, variables: Record<string, unknown>) => Promise<Data>,
  projectId: string,
): Promise<string> {
  const { comparisonChoices } = await call<Choices>(print(ComparisonChoicesDocument), { projectId });
  const { createComparison } = await call<{ createComparison: string }>(print(CreateComparisonDocument), {
    input: {
      projectId,
      name: BENCH_COMPARISON,
      isPrivate: false,
      showNotes: false,
      productIds: comparisonChoices.products.map((product) => product.id),
      sections: comparisonChoices.sections.map((section) => ({
        sectionId: section.id,
        questionIds: section.questions.map((question) => question.id),
      })),
    },
  });
  return createComparison;
}
