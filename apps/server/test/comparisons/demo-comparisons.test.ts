import { describe, expect, it } from 'vitest';
import { DEMO_COMPLETED_PROJECT, DEMO_PASSWORD, DEMO_SCORING_PROJECT } from '../../src/seed/index.js';
import { LIST } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { signedInClient } from '../support/sessions.js';
import { useTestApp } from '../support/test-app.js';
import { listComparisons, readGrid } from './comparisons-support.js';

const testApp = useTestApp({ seedDemo: true });

async function projectIds(client: HttpClient) {
  const listed = dataOf(
    await client.graphql<{ projects: { results: Array<{ id: string; name: string }> } }>(LIST, {
      pagination: { page: 1, pageSize: 50 },
    }),
  );
  const idOf = (name: string) => listed.projects.results.find((row) => row.name === name)?.id ?? '';
  return { scoring: idOf(DEMO_SCORING_PROJECT), completed: idOf(DEMO_COMPLETED_PROJECT) };
}

const BRANCHES = 'query Branches($projectId: ID!) { branches(projectId: $projectId) { id isCreator } }';

describe('the demo comparisons', () => {
  it('shows the project manager a public and a private comparison, and the owner only the public one', async () => {
    const pm = await signedInClient(testApp, 'pm@northwind.example', DEMO_PASSWORD);
    const ids = await projectIds(pm);
    const completed = dataOf(await listComparisons(pm, { projectId: ids.completed })).comparisons;
    expect(completed.results.map((row) => [row.name, row.isPrivate])).toEqual(
      expect.arrayContaining([
        ['All finalists', false],
        ['My shortlist', true],
      ]),
    );
    const all = completed.results.find((row) => row.name === 'All finalists');
    const grid = dataOf(await readGrid(pm, { projectId: ids.completed, id: all?.id ?? '' })).comparisonGrid;
    expect(grid.products).toHaveLength(3);
    expect(grid.products.some((product) => product.score > 0)).toBe(true);

    const owner = await signedInClient(testApp, 'owner@northwind.example', DEMO_PASSWORD);
    const seen = dataOf(await listComparisons(owner, { projectId: ids.completed })).comparisons;
    expect(seen.results.map((row) => row.name)).toEqual(['All finalists']);

    const branches = dataOf(
      await pm.graphql<{ branches: Array<{ id: string; isCreator: boolean }> }>(BRANCHES, { projectId: ids.scoring }),
    ).branches;
    const own = branches.find((branch) => branch.isCreator)?.id;
    const inBranch = dataOf(await listComparisons(pm, { projectId: ids.scoring, branchId: own })).comparisons;
    expect(inBranch.total).toBe(2);
  });
});
