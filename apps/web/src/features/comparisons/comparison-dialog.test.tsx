import { COMPARISON_MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test/render-in-app';
import { ComparisonDialog } from './comparison-dialog';
import { ComparisonDocument, CreateComparisonDocument, UpdateComparisonDocument } from './comparison-documents';
import { choicesMock, PROJECT } from './comparison-test-kit';

const created = {
  request: {
    query: CreateComparisonDocument,
    variables: {
      input: {
        name: 'Shortlist',
        description: '',
        isPrivate: true,
        showNotes: false,
        productIds: ['pp-2'],
        projectId: PROJECT,
        branchId: null,
        sections: [{ sectionId: 's-1', questionIds: ['q-1', 'q-2'] }],
      },
    },
  },
  result: { data: { createComparison: 'c-new' } },
};

function renderDialog() {
  const onSaved = vi.fn();
  renderInApp(
    <ComparisonDialog projectId={PROJECT} branchId={null} comparisonId={null} onClose={vi.fn()} onSaved={onSaved} />,
    { mocks: [choicesMock, created] },
  );
  return onSaved;
}

describe('ComparisonDialog', () => {
  it('asks for a name, a product and a question in the spec’s words', async () => {
    renderDialog();
    fireEvent.click(await screen.findByRole('button', { name: 'Add' }));
    expect(await screen.findByText(COMPARISON_MESSAGES.noProducts)).toBeTruthy();
    expect(screen.getByText(COMPARISON_MESSAGES.noQuestions)).toBeTruthy();
    expect(screen.getByText('Required')).toBeTruthy();
  });

  it('sends the chosen products and the section’s questions, then hands back the new id', async () => {
    const onSaved = renderDialog();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Name' }), { target: { value: 'Shortlist' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Private' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Perks Hub (Globex)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Security (0/2)' }));
    expect(screen.getByRole('checkbox', { name: 'Security (2/2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('c-new'));
  });
});

describe('ComparisonDialog editing', () => {
  it('starts from the stored comparison and saves the change', async () => {
    const onSaved = vi.fn();
    const stored = {
      request: { query: ComparisonDocument, variables: { projectId: PROJECT, id: 'c-1', branchId: null } },
      result: {
        data: {
          comparison: {
            __typename: 'Comparison',
            id: 'c-1',
            name: 'Shortlist',
            description: 'Finalists',
            isPrivate: false,
            showNotes: true,
            productIds: ['pp-1'],
            questionIds: ['q-2'],
          },
        },
      },
    };
    const updated = {
      request: {
        query: UpdateComparisonDocument,
        variables: {
          input: {
            name: 'Final two',
            description: 'Finalists',
            isPrivate: false,
            showNotes: true,
            productIds: ['pp-1'],
            projectId: PROJECT,
            branchId: null,
            sections: [{ sectionId: 's-1', questionIds: ['q-2'] }],
            id: 'c-1',
          },
        },
      },
      result: { data: { updateComparison: 'c-1' } },
    };
    renderInApp(
      <ComparisonDialog projectId={PROJECT} branchId={null} comparisonId="c-1" onClose={vi.fn()} onSaved={onSaved} />,
      { mocks: [choicesMock, stored, updated] },
    );
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Shortlist');
    expect((screen.getByRole('checkbox', { name: 'Benefits Cloud (Acme)' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Security (1/2)' })).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Final two' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('c-1'));
  });
});
