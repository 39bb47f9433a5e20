import type { ScoringGrid } from '@shortlist/domain';
import type { AnsweringScene } from '../answers/answers-support.js';
import type { HttpClient } from '../support/http-client.js';

export const COMPARISON_OPERATIONS = {
  list: `query Comparisons($filter: ComparisonFilter!, $pagination: PageInput) {
    comparisons(filter: $filter, pagination: $pagination) {
      total page pageSize
      results { id name isPrivate createdAt createdBy mayEdit products { id name vendorName } } } }`,
  grid: `query ComparisonGrid($projectId: ID!, $id: ID!, $branchId: ID) {
    comparisonGrid(projectId: $projectId, id: $id, branchId: $branchId) {
      comparison { id name showNotes mayEdit productIds questionIds }
      projectName scoringType products { id name score }
      sections { id name questions { id weight definition { label } } } grid } }`,
  record: `query Comparison($projectId: ID!, $id: ID!, $branchId: ID) {
    comparison(projectId: $projectId, id: $id, branchId: $branchId) { productIds questionIds mayEdit } }`,
  choices: `query ComparisonChoices($projectId: ID!, $branchId: ID) {
    comparisonChoices(projectId: $projectId, branchId: $branchId) {
      products { id name vendorName } sections { id name questions { id label } } } }`,
  create: `mutation CreateComparison($input: CreateComparisonInput!) { createComparison(input: $input) }`,
  update: `mutation UpdateComparison($input: UpdateComparisonInput!) { updateComparison(input: $input) }`,
  remove: `mutation DeleteComparison($projectId: ID!, $id: ID!, $branchId: ID) {
    deleteComparison(projectId: $projectId, id: $id, branchId: $branchId) }`,
} as const;

export interface ComparisonRow {
  id: string;
  name: string;
  isPrivate: boolean;
  createdBy: string | null;
  mayEdit: boolean;
  products: Array<{ id: string; name: string; vendorName: string }>;
}

export type ComparisonGridShape = {
  comparisonGrid: {
    comparison: { id: string; name: string; showNotes: boolean; mayEdit: boolean; productIds: string[] };
    projectName: string;
    scoringType: string;
    products: Array<{ id: string; name: string; score: number }>;
    sections: Array<{ id: string; name: string; questions: Array<{ id: string; definition: { label: string } }> }>;
    grid: ScoringGrid;
  };
};

/** A comparison of the scene's product on its text question (what `overrides` changes aside). */
export const comparisonInput = (scene: AnsweringScene, overrides: Record<string, unknown> = {}) => ({
  projectId: scene.broker.project.id,
  name: 'Shortlist',
  description: 'Side by side',
  isPrivate: false,
  showNotes: false,
  productIds: [scene.invitation.row.id],
  sections: [{ sectionId: scene.section.id, questionIds: [scene.questions.text] }],
  ...overrides,
});

export const createComparison = (client: HttpClient, input: Record<string, unknown>) =>
  client.graphql<{ createComparison: string }>(COMPARISON_OPERATIONS.create, { input });

export const listComparisons = (client: HttpClient, filter: Record<string, unknown>, pagination?: unknown) =>
  client.graphql<{ comparisons: { total: number; results: ComparisonRow[] } }>(COMPARISON_OPERATIONS.list, {
    filter,
    pagination,
  });

export const readGrid = (client: HttpClient, variables: { projectId: string; id: string; branchId?: string }) =>
  client.graphql<ComparisonGridShape>(COMPARISON_OPERATIONS.grid, variables);
