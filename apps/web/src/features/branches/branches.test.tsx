import type { MockedResponse } from '@apollo/client/testing';
import { BRANCH_MESSAGES, BRANCH_REQUIRED_MESSAGE } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import { BranchDialog } from './branch-dialog';
import { BranchRequiredNotice } from './branch-required-notice';
import {
  BranchesDocument,
  BranchMemberOptionsDocument,
  CreateBranchDocument,
  RevokeBranchAccessDocument,
  UpdateBranchDocument,
} from './branches-documents';
import { BranchesMenu } from './branches-menu';

const person = (id: string, name: string) => ({
  __typename: 'ProjectUser' as const,
  id,
  name,
  email: `${name.split(' ')[0]?.toLowerCase()}@broker.example`,
});
const ada = person('00000000-0000-4000-8000-000000000001', 'Ada Lovelace');
const bea = person('00000000-0000-4000-8000-000000000002', 'Bea Brown');
const cid = person('00000000-0000-4000-8000-000000000003', 'Cid Carter');

const branch = (overrides: { isCreator: boolean; createdBy: ReturnType<typeof person> }) => ({
  __typename: 'Branch' as const,
  id: 'branch-1',
  projectId: 'project-1',
  scoringType: 'NUMBERS' as const,
  version: 3,
  members: [ada, bea],
  ...overrides,
});

const optionsMock: MockedResponse = {
  request: { query: BranchMemberOptionsDocument, variables: { projectId: 'project-1' } },
  result: { data: { branchMemberOptions: [ada, bea, cid] } },
};
const branchesMock = (branches: unknown[]): MockedResponse => ({
  request: { query: BranchesDocument, variables: { projectId: 'project-1' } },
  result: { data: { branches } },
  maxUsageCount: 5,
});

const scorer = buildSession({ profile: buildProfile({ privileges: ['MANAGE_SCORING'] }) });

async function chooseMember(name: string) {
  const members = screen.getByRole('combobox', { name: 'Members' });
  fireEvent.change(members, { target: { value: name.slice(0, 3) } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('BranchDialog (spec 3 Create/Edit Branch)', () => {
  it('creates a branch with the scoring type and members chosen among the project’s managers and viewers', async () => {
    const created = branch({ isCreator: true, createdBy: ada });
    const onSaved = vi.fn();
    const create: MockedResponse = {
      request: {
        query: CreateBranchDocument,
        variables: {
          input: { projectId: 'project-1', memberIds: ['00000000-0000-4000-8000-000000000002'], scoringType: 'COLORS' },
        },
      },
      result: { data: { createBranch: { ...created, scoringType: 'COLORS' } } },
    };
    renderInApp(
      <BranchDialog projectId="project-1" defaultScoringType="NUMBERS" onSaved={onSaved} onClose={() => {}} />,
      { mocks: [optionsMock, create, branchesMock([created])], session: scorer },
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Scoring Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Colors' }));
    await chooseMember('Bea Brown');
    fireEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ scoringType: 'COLORS' })));
  });

  it('edits the members only: the scoring type cannot be changed and the creator is not offered', async () => {
    const mine = branch({ isCreator: true, createdBy: ada });
    const onSaved = vi.fn();
    const update: MockedResponse = {
      request: {
        query: UpdateBranchDocument,
        variables: {
          input: {
            id: 'branch-1',
            memberIds: ['00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003'],
            baseVersion: 3,
          },
        },
      },
      result: { data: { updateBranch: { ...mine, version: 4, members: [ada, bea, cid] } } },
    };
    renderInApp(
      <BranchDialog
        projectId="project-1"
        branch={mine}
        defaultScoringType="COLORS"
        onSaved={onSaved}
        onClose={() => {}}
      />,
      { mocks: [optionsMock, update], session: scorer },
    );
    expect(screen.getByRole('heading', { name: 'Edit Branch' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Scoring Type/ }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('The scoring type of a branch cannot be changed')).toBeTruthy();
    await chooseMember('Cid Carter');
    fireEvent.change(screen.getByRole('combobox', { name: 'Members' }), { target: { value: 'Ada' } });
    expect(screen.queryByRole('option', { name: /Ada Lovelace/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 4 })));
  });
});

describe('BranchesMenu (spec 2 §6)', () => {
  it('offers a member Revoke Access, not Edit or Delete, and says the spec’s words when it fails', async () => {
    const theirs = branch({ isCreator: false, createdBy: bea });
    const revoke: MockedResponse = {
      request: { query: RevokeBranchAccessDocument, variables: { id: 'branch-1' } },
      error: new Error('Network down'),
    };
    renderInApp(
      <BranchesMenu projectId="project-1" scoringType="NUMBERS" selectedId="branch-1" onSelect={() => {}} />,
      { mocks: [branchesMock([theirs]), revoke], session: scorer },
    );
    expect(await screen.findByRole('option', { name: 'Branch of Bea Brown' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Branches' }));
    const menu = screen.getByRole('menu');
    expect(within(menu).queryByText('Edit Branch')).toBeNull();
    expect(within(menu).queryByText('Delete Branch')).toBeNull();
    expect(within(menu).getByText('Create Branch')).toBeTruthy();
    fireEvent.click(within(menu).getByText('Revoke Access'));
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(BRANCH_MESSAGES.revoke)).toBeTruthy();
  });

  it('selects the viewer’s first branch, and offers nothing to a viewer who may not create one', async () => {
    const onSelect = vi.fn();
    const reader = buildSession({ profile: buildProfile({ privileges: ['READ_SCORING'] }) });
    renderInApp(<BranchesMenu projectId="project-1" scoringType="NUMBERS" selectedId={null} onSelect={onSelect} />, {
      mocks: [branchesMock([branch({ isCreator: false, createdBy: bea })])],
      session: reader,
    });
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith('branch-1'));
    expect(screen.queryByRole('button', { name: 'Branches' })).toBeNull();
  });
});

describe('BranchRequiredNotice', () => {
  it('tells a viewer without a branch how to see responses', () => {
    renderInApp(<BranchRequiredNotice />);
    expect(screen.getByText(BRANCH_REQUIRED_MESSAGE)).toBeTruthy();
  });
});
