import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { LibraryQuestionHistoryDocument, RestoreLibraryQuestionVersionDocument } from '../library-documents';
import { buildLibraryQuestion } from '../library-test-kit';
import { QuestionHistoryDialog } from './question-history-dialog';

const QUESTION = buildLibraryQuestion('q1', 'Describe your payroll integration', { version: 2 });

const entry = (id: string, version: number, label: string, updatedBy: string) => ({
  __typename: 'LibraryQuestionHistoryEntry',
  id,
  version,
  updatedAt: `2030-01-1${version}T15:00:00.000Z`,
  updatedBy,
  question: { ...buildLibraryQuestion('q1', label).question },
});

describe('QuestionHistoryDialog', () => {
  it('lists the versions, shows one, and restores it as the newest', async () => {
    const restored = vi.fn();
    let history = [
      entry('v2', 2, 'Describe your payroll integration', 'Erin Expert'),
      entry('v1', 1, 'Describe your payroll set-up', 'Peter Manager'),
    ];
    renderInApp(<QuestionHistoryDialog question={QUESTION} onClose={() => {}} />, {
      mocks: [
        {
          request: { query: LibraryQuestionHistoryDocument, variables: { id: 'q1' } },
          result: () => ({ data: { libraryQuestionHistory: history } }),
          maxUsageCount: Number.POSITIVE_INFINITY,
        },
        {
          request: {
            query: RestoreLibraryQuestionVersionDocument,
            variables: { id: 'q1', version: 2, versionId: 'v1' },
          },
          result: () => {
            restored();
            history = [entry('v3', 3, 'Describe your payroll set-up', 'Ada Lovelace'), ...history];
            return { data: { restoreLibraryQuestionVersion: { ...QUESTION, version: 3 } } };
          },
        },
      ],
    });
    const dialog = within(screen.getByRole('dialog', { name: 'Question History' }));
    const versions = () => within(dialog.getByRole('list', { name: 'Versions' }));
    expect(await versions().findByRole('button', { name: /Version 2 \(current\).*Erin Expert/ })).toBeTruthy();
    expect(dialog.getByRole('region', { name: 'Version 2' })).toBeTruthy();
    // The current version is not restored onto itself.
    expect(dialog.queryByRole('button', { name: 'Restore' })).toBeNull();

    fireEvent.click(versions().getByRole('button', { name: /Version 1.*Peter Manager/ }));
    expect(dialog.getByRole('region', { name: 'Version 1' }).textContent).toContain('Describe your payroll set-up');
    fireEvent.click(dialog.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Question version has been restored')).toBeTruthy();
    expect(restored).toHaveBeenCalled();
    expect(await versions().findByRole('button', { name: /Version 3 \(current\).*Ada Lovelace/ })).toBeTruthy();
  });

  it('offers no Restore on a question the viewer may not edit', async () => {
    const external = buildLibraryQuestion('q1', 'Which plans do you administer?', { readonly: true });
    renderInApp(<QuestionHistoryDialog question={external} onClose={() => {}} />, {
      mocks: [
        {
          request: { query: LibraryQuestionHistoryDocument, variables: { id: 'q1' } },
          result: {
            data: {
              libraryQuestionHistory: [
                entry('v2', 2, 'Which plans do you administer?', 'Nora North'),
                entry('v1', 1, 'Which plans?', 'Nora North'),
              ],
            },
          },
        },
      ],
    });
    const dialog = within(screen.getByRole('dialog', { name: 'Question History' }));
    fireEvent.click(await dialog.findByRole('button', { name: /Version 1/ }));
    expect(dialog.queryByRole('button', { name: 'Restore' })).toBeNull();
  });
});
