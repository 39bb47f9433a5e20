import type { MockedResponse } from '@apollo/client/testing';
import { BRANCH_REQUIRED_MESSAGE } from '@shortlist/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BranchesDocument } from '../branches';
import { PROJECT_ID } from '../projects';
import { buildScoring, renderScoringPage, scoringMock } from './scoring-test-kit';

const creator = { __typename: 'ProjectUser' as const, id: 'user-1', name: 'Ada Archer', email: 'ada@broker.example' };

const branchesMock = (branches: unknown[]): MockedResponse => ({
  request: { query: BranchesDocument, variables: { projectId: PROJECT_ID } },
  result: { data: { branches } },
  maxUsageCount: 5,
});

const myBranch = {
  __typename: 'Branch' as const,
  id: 'branch-1',
  projectId: PROJECT_ID,
  scoringType: 'NUMBERS' as const,
  version: 1,
  isCreator: true,
  createdBy: { __typename: 'User' as const, id: creator.id, name: creator.name },
  members: [creator],
};

describe('ScoringPage with branches on', () => {
  it('scores in the viewer’s branch, under the Branches menu', async () => {
    renderScoringPage({
      enableBranches: true,
      mocks: [branchesMock([myBranch]), scoringMock({ ...buildScoring(), branchId: 'branch-1' }, 'branch-1')],
    });
    expect(await screen.findByRole('heading', { name: 'Scoring' }, { timeout: 5000 })).toBeTruthy();
    expect(await screen.findByText('Globex says yes to Payroll in many countries')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Branches/ })).toBeTruthy();
  });

  it('tells a viewer in no branch that someone must add them, and shows no answers', async () => {
    renderScoringPage({ enableBranches: true, privileges: ['READ_SCORING'], mocks: [branchesMock([])] });
    expect(await screen.findByText(BRANCH_REQUIRED_MESSAGE, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Globex says yes to Payroll in many countries')).toBeNull();
  });
});
