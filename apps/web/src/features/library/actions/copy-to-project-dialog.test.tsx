import { QUESTION_LIST_SIZES } from '@shortlist/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { buildProjectRow, ProjectsDocument } from '../../projects';
import {
  CopyLibraryGroupToSectionDocument,
  CopyLibraryQuestionsToSectionDocument,
  LibraryCopySectionsDocument,
} from '../library-documents';
import { type CopySource, CopyToProjectDialog } from './copy-to-project-dialog';

const projectsMock = {
  request: { query: ProjectsDocument, variables: { pagination: { page: 1, pageSize: QUESTION_LIST_SIZES.projects } } },
  result: {
    data: {
      projects: {
        __typename: 'ProjectPage',
        total: 4,
        results: [
          buildProjectRow({ id: 'p1', name: 'Payroll platform selection', status: 'IN_REVIEW' }),
          buildProjectRow({ id: 'p2', name: 'Benefits RFP', status: 'PUBLISHED' }),
          buildProjectRow({ id: 'p3', name: 'Closed RFP', status: 'COMPLETED' }),
          buildProjectRow({ id: 'p4', name: 'Wellness panel', status: 'DRAFT' }),
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const sectionsMock = (projectId: string, sectionId: string) => ({
  request: { query: LibraryCopySectionsDocument, variables: { projectId } },
  result: {
    data: {
      projectQuestionnaire: {
        __typename: 'ProjectQuestionnaire',
        id: projectId,
        sections: [
          {
            __typename: 'ProjectSection',
            id: sectionId,
            name: 'Company overview',
            permissions: { __typename: 'ProjectSectionPermissions', addFromLibrary: true },
          },
        ],
      },
    },
  },
});

const copied = (id: string, projectId: string) => ({ __typename: 'ProjectSection', id, projectId });

function renderCopy(source: CopySource, copyMock: object) {
  const onClose = vi.fn();
  renderInApp(<CopyToProjectDialog source={source} onClose={onClose} />, {
    mocks: [projectsMock, sectionsMock('p1', 's1'), sectionsMock('p4', 's4'), copyMock as never],
  });
  return { onClose, dialog: within(screen.getByRole('dialog', { name: 'Copy to Project' })) };
}

async function choose(dialog: ReturnType<typeof within>, field: string, option: string) {
  fireEvent.mouseDown(dialog.getByRole('combobox', { name: field }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('CopyToProjectDialog', () => {
  it('needs a project and a section, offering projects in Draft, In Review and Published', async () => {
    const sent = vi.fn();
    const { dialog, onClose } = renderCopy(
      { kind: 'questions', questionIds: ['q1', 'q2'] },
      {
        request: {
          query: CopyLibraryQuestionsToSectionDocument,
          variables: { questionIds: ['q1', 'q2'], sectionId: 's1' },
        },
        result: () => {
          sent();
          return { data: { copyLibraryQuestionsToSection: copied('s1', 'p1') } };
        },
      },
    );
    expect(dialog.queryByRole('checkbox', { name: 'Include subgroups' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await dialog.findAllByText('Required')).toHaveLength(2);

    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Project' }));
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Payroll platform selection', 'Benefits RFP', 'Wellness panel']);
    fireEvent.click(screen.getByRole('option', { name: 'Payroll platform selection' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await dialog.findByText('Required')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();

    await choose(dialog, 'Section', 'Company overview');
    fireEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Questions have been copied to the project')).toBeTruthy();
    // The dialog stays mounted here (its parent would close it), so the toast is outside the accessibility tree.
    expect(screen.getByText('Open Project Questions').closest('a')?.getAttribute('href')).toBe(
      '/projects/p1/questions',
    );
    expect(sent).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('copies a whole group with its subgroups when asked; into a Draft, with no link to its questions', async () => {
    const sent = vi.fn();
    const { dialog } = renderCopy(
      { kind: 'group', groupId: 'g1' },
      {
        request: {
          query: CopyLibraryGroupToSectionDocument,
          variables: { groupId: 'g1', sectionId: 's4', withSubgroups: true },
        },
        result: () => {
          sent();
          return { data: { copyLibraryGroupToSection: copied('s4', 'p4') } };
        },
      },
    );
    await choose(dialog, 'Project', 'Wellness panel');
    await choose(dialog, 'Section', 'Company overview');
    fireEvent.click(dialog.getByRole('checkbox', { name: 'Include subgroups' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Questions have been copied to the project')).toBeTruthy();
    expect(sent).toHaveBeenCalled();
    // Spec 2 §2: a Draft has no Questions tab to open.
    expect(screen.queryByText('Open Project Questions')).toBeNull();
  });
});
