import { MESSAGES, QUESTION_LIST_SIZES } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildProjectRow, ProjectsDocument } from '../../projects';
import { CopyProjectSectionDocument, CopyTargetSectionsDocument } from './questionnaire-documents';
import {
  buildQuestion,
  buildQuestionnaire,
  buildSection,
  questionnaireMock,
  renderQuestionsPage,
  sectionRegion,
} from './questions-test-kit';

const SECTION = buildSection('section-1', 'Company overview', [buildQuestion('q1', 'Legal name of your company')]);
const QUESTIONNAIRE = buildQuestionnaire([SECTION]);
const OTHER_PROJECT = 'project-2';

const openCopy = () => {
  fireEvent.click(sectionRegion('Company overview').getByRole('button', { name: 'Copy Section' }));
  return within(screen.getByRole('dialog', { name: 'Copy Section Data' }));
};

describe('Copy Section Data', () => {
  it('duplicates the section as Copy of {name}, a name being required', async () => {
    const copied = vi.fn();
    const copy = buildSection('section-copy', 'Copy of Company overview', []);
    await renderQuestionsPage(QUESTIONNAIRE, {
      mocks: [
        {
          request: {
            query: CopyProjectSectionDocument,
            variables: { input: { sectionId: 'section-1', action: 'DUPLICATE', name: 'Copy of Company overview' } },
          },
          result: () => {
            copied();
            return { data: { copyProjectSection: copy } };
          },
        },
        questionnaireMock(buildQuestionnaire([SECTION, copy])),
      ],
    });
    const dialog = openCopy();
    const name = dialog.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    expect(name.value).toBe('Copy of Company overview');
    fireEvent.change(name, { target: { value: ' ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await dialog.findByText(MESSAGES.required)).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Copy of Company overview' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Section data has been copied')).toBeTruthy();
    expect(copied).toHaveBeenCalled();
    expect(await screen.findByRole('region', { name: 'Copy of Company overview' })).toBeTruthy();
  });

  it('copies into a new section of another project and links to its questions', async () => {
    const filled = buildSection('section-9', 'Company overview', [], { projectId: OTHER_PROJECT });
    await renderQuestionsPage(QUESTIONNAIRE, {
      mocks: [
        {
          request: {
            query: ProjectsDocument,
            variables: { pagination: { page: 1, pageSize: QUESTION_LIST_SIZES.projects } },
          },
          result: {
            data: {
              projects: {
                __typename: 'ProjectPage',
                total: 2,
                results: [
                  buildProjectRow({ id: OTHER_PROJECT, name: 'Payroll Provider Review', status: 'IN_REVIEW' }),
                  buildProjectRow({ id: 'project-3', name: 'Wellness Vendors Panel', status: 'PUBLISHED' }),
                ],
              },
            },
          },
        },
        {
          request: { query: CopyTargetSectionsDocument, variables: { projectId: OTHER_PROJECT } },
          result: {
            data: {
              projectQuestionnaire: {
                __typename: 'ProjectQuestionnaire',
                id: OTHER_PROJECT,
                sections: [],
              },
            },
          },
        },
        {
          request: {
            query: CopyProjectSectionDocument,
            variables: {
              input: {
                sectionId: 'section-1',
                action: 'INTO_PROJECT',
                targetProjectId: OTHER_PROJECT,
                targetSectionId: null,
                name: null,
              },
            },
          },
          result: { data: { copyProjectSection: filled } },
        },
      ],
    });
    const dialog = openCopy();
    fireEvent.click(dialog.getByRole('radio', { name: 'Copy into another project' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await dialog.findByText(MESSAGES.required)).toBeTruthy();
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Target Project' }));
    // Only projects whose questionnaire may still change are offered.
    expect(screen.queryByRole('option', { name: 'Wellness Vendors Panel' })).toBeNull();
    fireEvent.click(await screen.findByRole('option', { name: 'Payroll Provider Review' }));
    expect(await dialog.findByText('A new section: Company overview')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    const link = await screen.findByRole('link', { name: 'Open Project Questions' });
    expect(link.getAttribute('href')).toBe(`/projects/${OTHER_PROJECT}/questions`);
    expect(screen.getByText('Section data has been copied')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Copy Section Data' })).toBeNull());
  });
});
