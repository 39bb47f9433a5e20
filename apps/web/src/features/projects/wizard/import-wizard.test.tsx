import type { MockedResponse } from '@apollo/client/testing';
import { projectOriginBanner } from '@shortlist/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderProjectPage } from '../dashboard/dashboard-test-kit';
import { ProjectWizardPage } from '../pages/project-wizard-page';
import { PROJECTS_PATHS, projectWizardImportPath } from '../projects-paths';
import { WizardQuestionImportDocument } from './wizard-documents';

vi.mock('../form/use-project-form-options', async () => {
  const { formOptionsFixture } = await import('../form/form-options-fixture');
  const options = formOptionsFixture({ enableExperts: false });
  return { useProjectFormOptions: () => options };
});

const importMock = (status: 'SUCCESS' | 'PENDING'): MockedResponse => ({
  request: { query: WizardQuestionImportDocument, variables: { id: 'import-1' } },
  result: {
    data: {
      questionImport: {
        __typename: 'QuestionImport',
        id: 'import-1',
        name: 'Payroll questions.xlsx',
        status,
        sectionCount: 2,
        questionCount: 1,
      },
    },
  },
});

function renderImportWizard(status: 'SUCCESS' | 'PENDING') {
  return renderProjectPage(<ProjectWizardPage />, {
    path: projectWizardImportPath('import-1'),
    route: PROJECTS_PATHS.wizardImportRoute,
    privileges: ['MANAGE_PROJECT_STATE'],
    mocks: [importMock(status)],
  });
}

describe('ProjectWizardPage for an import (spec 3 §5 Create project)', () => {
  it('shows the imported-file banner and what the project gets, then the type chooser and the form', async () => {
    renderImportWizard('SUCCESS');
    expect(await screen.findByText(projectOriginBanner('IMPORT', ''))).toBeTruthy();
    expect(screen.getByText(/The project gets the 2 sections and 1 question of Payroll questions.xlsx/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Choose RFP' }));
    expect(await screen.findByRole('heading', { name: 'Create Project' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeTruthy();
    expect(screen.getByText('This project was created from an imported file.')).toBeTruthy();
  });

  it('offers no project from an import that has not been read', async () => {
    renderImportWizard('PENDING');
    expect(await screen.findByText('The file Payroll questions.xlsx has not been read into questions.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Choose RFP' })).toBeNull();
  });
});
