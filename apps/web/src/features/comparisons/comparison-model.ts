import type { ScoringGrid } from '@shortlist/domain';
import type { ComparisonChoicesQuery, ComparisonGridQuery } from '../../gql/graphql';

export type ComparisonChoices = ComparisonChoicesQuery['comparisonChoices'];
export type ComparisonRead = ComparisonGridQuery['comparisonGrid'];
export type ComparisonProduct = ComparisonRead['products'][number];
export type ComparisonQuestion = ComparisonRead['sections'][number]['questions'][number];

/** A row of the grid: a section's group row or one of its questions with its answers. */
export type ComparisonRow =
  | { kind: 'section'; key: string; name: string; count: number }
  | {
      kind: 'question';
      key: string;
      question: ComparisonQuestion;
      /** The question's row of the grid, decoded when the row first renders (most never do). */
      answers: ScoringGrid[number];
    };

/** The grid's rows: each section's group row, then its questions, each with its row of the grid (in order). */
export function comparisonRows(read: ComparisonRead): ComparisonRow[] {
  const grid = Array.isArray(read.grid) ? (read.grid as ScoringGrid) : [];
  const rows: ComparisonRow[] = [];
  let next = 0;
  for (const section of read.sections) {
    rows.push({ kind: 'section', key: `s:${section.sectionId}`, name: section.name, count: section.questions.length });
    for (const question of section.questions) {
      rows.push({
        kind: 'question',
        key: `q:${question.questionId}`,
        question,
        answers: grid[next++] ?? [],
      });
    }
  }
  return rows;
}
