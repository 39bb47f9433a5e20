import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Questionnaire } from '../../questions';
import {
  buildQuestion,
  buildQuestionnaire,
  buildSection,
  DeleteProjectQuestionDocument,
  ProjectQuestionnaireDocument,
} from '../../questions';
import { buildImport, DRAFT_ID, IMPORT_ID, importMock, renderImportPage } from '../imports-test-kit';
import { ImportQuestionsPage } from './import-questions-page';

function renderReview(questionnaire: Questionnaire, record = buildImport(), more: MockedResponse[] = []) {
  return renderImportPage(<ImportQuestionsPage />, {
    path: `/project-import-wizard/${IMPORT_ID}/questions`,
    route: '/project-import-wizard/:id/questions',
    otherRoutes: [{ path: '/project-import-wizard/:id/upload', element: 'Progress page' }],
    mocks: [
      importMock(record),
      {
        request: { query: ProjectQuestionnaireDocument, variables: { projectId: DRAFT_ID } },
        result: { data: { projectQuestionnaire: questionnaire } },
      },
      ...more,
    ],
  });
}

describe('ImportQuestionsPage', () => {
  it("shows the draft's sections and questions in the questionnaire editor, with Back and Next", async () => {
    renderReview(
      buildQuestionnaire([
        buildSection('s-1', 'General', [buildQuestion('q-1', 'Company name'), buildQuestion('q-2', 'Founded in')]),
        buildSection('s-2', 'Security', []),
      ]),
    );
    const general = within(await screen.findByRole('region', { name: 'General' }, { timeout: 10_000 }));
    expect(general.getByRole('listitem', { name: 'Company name' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Security' })).toBeTruthy();
    // Sections are sorted by dragging their handle, or by keyboard from it.
    expect(screen.getByRole('button', { name: 'Reorder section Security' })).toBeTruthy();
    expect(general.getAllByRole('button', { name: 'Edit Question' })).toHaveLength(2);
    expect(screen.getByText('Review Questions')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      `/project-import-wizard/${IMPORT_ID}/upload`,
    );
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      `/project-import-wizard/${IMPORT_ID}/manage`,
    );
  });

  it('disables Next until a section has a question', async () => {
    renderReview(buildQuestionnaire([buildSection('s-2', 'Security', [])]));
    await screen.findByRole('region', { name: 'Security' }, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it('disables Next once the last question is deleted', async () => {
    const deletion: MockedResponse = {
      request: { query: DeleteProjectQuestionDocument, variables: { id: 'q-1' } },
      result: { data: { deleteProjectQuestion: buildSection('s-1', 'General', []) } },
    };
    renderReview(
      buildQuestionnaire([buildSection('s-1', 'General', [buildQuestion('q-1', 'Company name')])]),
      buildImport(),
      [deletion],
    );
    const row = within(await screen.findByRole('listitem', { name: 'Company name' }, { timeout: 10_000 }));
    expect(screen.getByRole('link', { name: 'Next' })).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Delete Question' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Question has been deleted')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('shows the progress instead while the file has not been read', async () => {
    renderReview(buildQuestionnaire([]), buildImport({ status: 'PENDING', progress: 10 }));
    expect(await screen.findByText('Progress page')).toBeTruthy();
  });
});
