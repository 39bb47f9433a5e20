import type { MockedResponse } from '@apollo/client/testing';
import { IMPORT_MESSAGES, MESSAGES, type Privilege } from '@shortlist/domain';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildGroup, groupsMock } from '../../library';
import { buildQuestion, buildQuestionnaire, buildSection, ProjectQuestionnaireDocument } from '../../questions';
import {
  CopyDraftSectionsToLibraryDocument,
  CreateTemplateFromImportDocument,
  ImportTemplateServiceTypesDocument,
} from '../imports-documents';
import { buildImport, DRAFT_ID, IMPORT_ID, importMock, renderImportPage } from '../imports-test-kit';
import { ImportManagePage } from './import-manage-page';

const ALL: Privilege[] = ['MANAGE_PROJECT_STATE', 'MANAGE_PROJECT_TEMPLATES', 'MANAGE_PROJECT_QUESTIONS'];

const serviceTypesMock: MockedResponse = {
  request: { query: ImportTemplateServiceTypesDocument },
  result: {
    data: { projectTemplateServiceTypes: [{ __typename: 'ServiceType', id: 'st-1', label: 'Payroll' }] },
  },
};

const questionnaireMock: MockedResponse = {
  request: { query: ProjectQuestionnaireDocument, variables: { projectId: DRAFT_ID } },
  result: {
    data: {
      projectQuestionnaire: buildQuestionnaire([
        buildSection('s-1', 'General', [buildQuestion('q-1', 'Company name'), buildQuestion('q-2', 'Founded in')]),
        buildSection('s-2', 'Security', [buildQuestion('q-3', 'Certifications')]),
      ]),
    },
  },
};

function renderManage(privileges: Privilege[], mocks: MockedResponse[] = []) {
  return renderImportPage(<ImportManagePage />, {
    path: `/project-import-wizard/${IMPORT_ID}/manage`,
    route: '/project-import-wizard/:id/manage',
    privileges,
    mocks: [importMock(buildImport()), ...mocks],
    otherRoutes: [
      { path: '/project-wizard/import/:importId', element: 'Project wizard' },
      { path: '/templates/:id/questions', element: 'Template questions' },
      { path: '/library', element: 'MeshVault' },
    ],
  });
}

const finish = () => fireEvent.click(screen.getByRole('button', { name: 'Finish' }));
const chooseAction = async (label: string) => fireEvent.click(await screen.findByRole('radio', { name: label }));

describe('ImportManagePage', () => {
  it('offers only the actions the privileges allow and asks for one', async () => {
    renderManage(['MANAGE_PROJECT_TEMPLATES', 'MANAGE_PROJECT_QUESTIONS']);
    await screen.findByRole('radio', { name: 'Create template' });
    expect(screen.getByRole('radio', { name: 'Copy to MeshVault' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Create project' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(
      `/project-import-wizard/${IMPORT_ID}/questions`,
    );
    finish();
    expect(await screen.findByText(IMPORT_MESSAGES.selectAction)).toBeTruthy();
  });

  it('opens the project wizard pre-set for the import', async () => {
    renderManage(ALL);
    await chooseAction('Create project');
    finish();
    expect(await screen.findByText('Project wizard')).toBeTruthy();
  });

  it('creates a template with a name and a service type, then opens its questions', async () => {
    const create: MockedResponse = {
      request: {
        query: CreateTemplateFromImportDocument,
        variables: { input: { importId: IMPORT_ID, name: 'Payroll RFP', serviceTypeIds: ['st-1'] } },
      },
      result: { data: { createTemplateFromImport: { __typename: 'ProjectTemplate', id: 't-9' } } },
    };
    renderManage(ALL, [serviceTypesMock, create]);
    await chooseAction('Create template');
    const name = await screen.findByRole('textbox', { name: /Template Name/ });
    expect(name).toHaveProperty('value', 'Payroll questions');
    fireEvent.change(name, { target: { value: '' } });
    finish();
    expect((await screen.findAllByText(MESSAGES.required)).length).toBe(2);

    fireEvent.change(name, { target: { value: 'Payroll RFP' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Service Types' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Payroll' }));
    finish();
    expect(await screen.findByText('Template questions')).toBeTruthy();
  });

  it('copies the chosen sections into their groups, then opens MeshVault', async () => {
    const copy: MockedResponse = {
      request: {
        query: CopyDraftSectionsToLibraryDocument,
        variables: { draftProjectId: DRAFT_ID, sections: [{ id: 's-2', groupId: 'g-1' }] },
      },
      result: { data: { copyDraftSectionsToLibrary: 1 } },
    };
    renderManage(ALL, [questionnaireMock, groupsMock([buildGroup('g-1', 'Compliance')]), copy]);
    await chooseAction('Copy to MeshVault');
    await screen.findByRole('checkbox', { name: 'General (2 questions)' });
    finish();
    expect(await screen.findByText(IMPORT_MESSAGES.selectSection)).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Security (1 question)' }));
    finish();
    expect(await screen.findByText(MESSAGES.required)).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Group for Security/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Compliance' }));
    finish();
    expect(await screen.findByText('MeshVault')).toBeTruthy();
    expect(screen.getByText('1 question copied to MeshVault')).toBeTruthy();
  });

  it("says 'Sorry, something went wrong...' when the copy fails without a reason", async () => {
    const copy: MockedResponse = {
      request: {
        query: CopyDraftSectionsToLibraryDocument,
        variables: { draftProjectId: DRAFT_ID, sections: [{ id: 's-1', groupId: 'g-1' }] },
      },
      error: new Error('socket closed'),
    };
    renderManage(ALL, [questionnaireMock, groupsMock([buildGroup('g-1', 'Compliance')]), copy]);
    await chooseAction('Copy to MeshVault');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'General (2 questions)' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Group for General/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Compliance' }));
    finish();
    expect(await screen.findByText(IMPORT_MESSAGES.failed)).toBeTruthy();
  });
});
