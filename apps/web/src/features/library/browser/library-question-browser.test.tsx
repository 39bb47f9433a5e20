import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import type { LibraryQuestion } from '../library-model';
import { buildFilters, buildLibraryQuestion, questionsMock } from '../library-test-kit';
import { LibraryQuestionBrowser } from './library-question-browser';

const COMPANY = buildLibraryQuestion('q1', 'Describe your payroll integration');
const LIST = buildLibraryQuestion('q2', 'Which plans do you administer?', { type: 'LIST', isPublic: true });
const FILTERS = buildFilters({ STRING: 1, LIST: 1 }, [{ id: 'tag-1', label: 'Health', count: 1 }]);

function Harness({ onSelection, groupId = null }: { onSelection?: (ids: string[]) => void; groupId?: string | null }) {
  const [selection, setSelection] = useState<LibraryQuestion[]>([]);
  return (
    <LibraryQuestionBrowser
      groupId={groupId}
      selection={selection}
      onSelectionChange={(next) => {
        setSelection(next);
        onSelection?.(next.map((question) => question.id));
      }}
      emptyAction={<button type="button">Add a question</button>}
    />
  );
}

const table = () => screen.getByRole('table', { name: 'Questions' });

describe('LibraryQuestionBrowser', () => {
  it('shows the counts and sends the type, tag, Internal and keyword filters', async () => {
    renderInApp(<Harness groupId="group-1" />, {
      mocks: [
        questionsMock({ groupId: 'group-1' }, { results: [COMPANY, LIST], filters: FILTERS }),
        questionsMock({ types: ['LIST'], groupId: 'group-1' }, { results: [LIST], filters: FILTERS }),
        questionsMock({ types: ['LIST'], tagIds: ['tag-1'], groupId: 'group-1' }, { results: [LIST] }),
        questionsMock({ types: ['LIST'], tagIds: ['tag-1'], internal: true, groupId: 'group-1' }, { results: [] }),
        questionsMock(
          { keyword: 'plans', types: ['LIST'], tagIds: ['tag-1'], internal: true, groupId: 'group-1' },
          { results: [LIST] },
        ),
      ],
    });
    await within(table()).findByText('Describe your payroll integration');
    expect(within(table()).getByText('Public')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Short text (1)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Yes / No (0)' })).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Choice list (1)' }));
    await waitFor(() => expect(within(table()).queryByText('Describe your payroll integration')).toBeNull());
    fireEvent.click(screen.getByRole('checkbox', { name: 'Health (1)' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Internal' }));
    expect(await within(table()).findByText('No questions to display.')).toBeTruthy();
    expect(within(table()).getByRole('button', { name: 'Add a question' })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Keyword' }), { target: { value: ' plans ' } });
    expect(await within(table()).findByText('Which plans do you administer?')).toBeTruthy();
  });

  it('pages by 10, 20 or 50, 10 first', async () => {
    const many = Array.from({ length: 10 }, (_, index) => buildLibraryQuestion(`q${index}`, `Question ${index}`));
    renderInApp(<Harness />, {
      mocks: [
        questionsMock({}, { results: many, total: 45 }),
        questionsMock({}, { results: many, total: 45 }, { page: 2, pageSize: 10 }),
        questionsMock({}, { results: [COMPANY], total: 45 }, { page: 1, pageSize: 50 }),
      ],
    });
    await within(table()).findByText('Question 0');
    expect(screen.getByText('1–10 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('11–20 of 45')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    const sizes = screen.getAllByRole('option').map((option) => option.textContent);
    expect(sizes).toEqual(['10', '20', '50']);
    fireEvent.click(screen.getByRole('option', { name: '50' }));
    expect(await within(table()).findByText('Describe your payroll integration')).toBeTruthy();
    expect(screen.getByText('1–45 of 45')).toBeTruthy();
  });

  it('selects questions one by one or the whole page', async () => {
    const onSelection = vi.fn();
    renderInApp(<Harness onSelection={onSelection} />, {
      mocks: [questionsMock({}, { results: [COMPANY, LIST] })],
    });
    await within(table()).findByText('Describe your payroll integration');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Describe your payroll integration' }));
    expect(onSelection).toHaveBeenLastCalledWith(['q1']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all questions on this page' }));
    expect(onSelection).toHaveBeenLastCalledWith(['q1', 'q2']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all questions on this page' }));
    expect(onSelection).toHaveBeenLastCalledWith([]);
  });
});
