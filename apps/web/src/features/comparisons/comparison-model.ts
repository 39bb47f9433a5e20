import type { ScoringGrid } from '@shortlist/domain';
import type { ComparisonChoicesQuery, ComparisonGridQuery } from '../../gql/graphql';
import { gridCells, type ScoringCell } from '../scoring';

export type ComparisonChoices = ComparisonChoicesQuery['comparisonChoices'];
export type ComparisonRead = ComparisonGridQuery['comparisonGrid'];
export type ComparisonProduct = ComparisonRead['products'][number];
export type ComparisonQuestion = ComparisonRead['sections'][number]['questions'][number];

/** A row of the grid: a section's group row or one of its questions with its answers. */
export type ComparisonRow =
  | { kind: 'section'; key: string; name: string; count: number }
  | { kind: 'question'; key: string; question: ComparisonQuestion; cells: ScoringCell[] };

/** The grid's rows: each section's group row, then its questions with their answers (the grid's rows, in order). */
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
        cells: gridCells(grid[next++], read.products),
      });
    }
  }
  return rows;
}
