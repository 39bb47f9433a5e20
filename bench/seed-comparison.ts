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

/** A smaller comparison than all of the project: its name, and how many of the first products and sections it holds. */
interface ComparisonSize {
  name: string;
  products: number;
  sections: number;
}

/**
 * Issue 34: a comparison of every accepted product and approved question of the bench scoring project (or of its first
 * products and sections), made through the API by whoever `call` signs in as; its id.
 */
export async function createBenchComparison(
  call: <Data>(query: string, variables: Record<string, unknown>) => Promise<Data>,
  projectId: string,
  size: ComparisonSize = {
    name: BENCH_COMPARISON,
    products: Number.POSITIVE_INFINITY,
    sections: Number.POSITIVE_INFINITY,
  },
): Promise<string> {
  const { comparisonChoices } = await call<Choices>(print(ComparisonChoicesDocument), { projectId });
  const { createComparison } = await call<{ createComparison: string }>(print(CreateComparisonDocument), {
    input: {
      projectId,
      name: size.name,
      isPrivate: false,
      showNotes: false,
      productIds: comparisonChoices.products.slice(0, size.products).map((product) => product.id),
      sections: comparisonChoices.sections.slice(0, size.sections).map((section) => ({
        sectionId: section.id,
        questionIds: section.questions.map((question) => question.id),
      })),
    },
  });
  return createComparison;
}
