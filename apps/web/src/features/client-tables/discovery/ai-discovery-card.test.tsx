import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { aiSearchMock, buildAiSearch } from '../../ai';
import { AddSuggestedClientTableDocument } from '../client-tables-documents';
import { AiDiscoveryCard } from './ai-discovery-card';
import type { SuggestedTable } from './suggested-table-item';

const PROJECT = 'project-1';
const text = (content: string) => ({ value: { type: 'text', content }, options: { maxLength: 1000 } });
const DATA = {
  columns: [
    { id: 'c1', title: 'Benefit', meta: { clientResponse: false } },
    { id: 'c2', title: 'Current provider', meta: { clientResponse: true } },
  ],
  rows: [
    { id: 'r1', cells: { c1: text('Pension'), c2: text('') } },
    { id: 'r2', cells: { c1: text('Health insurance'), c2: text('') } },
  ],
};
const SUGGESTION: SuggestedTable = {
  id: 'search-DISCOVERY:0',
  name: 'Current benefits',
  data: DATA,
  source: 'Benefits platform 2029',
};

function render(mocks: MockedResponse[], onAdded = vi.fn()) {
  renderInApp(<AiDiscoveryCard projectId={PROJECT} onAdded={onAdded} />, { mocks });
  return onAdded;
}

describe('the AI client discovery card (spec 2 §3 Search (AI) DISCOVERY)', () => {
  it('shows each suggested table with its columns and row labels, and adds one with a success message', async () => {
    const add: MockedResponse = {
      request: {
        query: AddSuggestedClientTableDocument,
        variables: { projectId: PROJECT, suggestionId: SUGGESTION.id },
      },
      result: {
        data: {
          addSuggestedClientTable: {
            __typename: 'ClientTable',
            id: 'table-9',
            name: 'Current benefits',
            visibleToVendor: false,
            data: DATA,
            version: 1,
            updatedAt: '2030-03-01T10:00:00.000Z',
          },
        },
      },
    };
    const onAdded = render([
      aiSearchMock(
        PROJECT,
        'DISCOVERY',
        buildAiSearch('DISCOVERY', { keyword: 'benefits', clientTables: [SUGGESTION] }),
      ),
      add,
    ]);
    const item = within(await screen.findByRole('listitem', { name: 'Current benefits' }));
    expect(item.getByText('Columns: Benefit, Current provider')).toBeTruthy();
    expect(item.getByText('Rows: Pension, Health insurance')).toBeTruthy();
    expect(screen.getByText('AI suggestions are advisory: check them before you rely on them.')).toBeTruthy();
    fireEvent.click(item.getByRole('button', { name: 'Add table Current benefits' }));
    expect(await screen.findByText("The table 'Current benefits' was added to the project")).toBeTruthy();
    expect(onAdded).toHaveBeenCalledOnce();
  });

  it('at 0 remaining disables Search with the used/max warning', async () => {
    render([aiSearchMock(PROJECT, 'DISCOVERY', null, { used: 1, max: 1, remaining: 0 })]);
    expect(
      await screen.findByText(
        'You have used 1 of 1 AI client discovery for this project. Please upgrade your plan to run more.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'What should the tables cover?' }), {
      target: { value: 'benefits' },
    });
    expect((screen.getByRole('button', { name: 'Search' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
