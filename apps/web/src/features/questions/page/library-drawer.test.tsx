import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import {
  buildGroup,
  buildLibraryQuestion,
  CopyLibraryGroupToSectionDocument,
  CopyLibraryQuestionsToSectionDocument,
  groupsMock,
  questionsMock,
} from '../../library';
import { LibraryDrawer } from './library-drawer';
import { buildSection } from './questions-test-kit';

const SECTION = buildSection('s1', 'Company overview', []);
const copied = { __typename: 'ProjectSection', id: 's1', projectId: 'p1' };

function renderDrawer(copyMock: object) {
  const reload = vi.fn(async () => undefined);
  const onClose = vi.fn();
  renderInApp(<LibraryDrawer section={SECTION} reload={reload} onClose={onClose} />, {
    mocks: [
      groupsMock([buildGroup('g1', 'Security', [], [buildGroup('g2', 'Access control', ['g1'])])]),
      questionsMock({}, { results: [buildLibraryQuestion('l1', 'Do you encrypt data at rest?')] }),
      questionsMock({ groupId: 'g1' }, { results: [buildLibraryQuestion('l2', 'Do you run penetration tests?')] }),
      copyMock as never,
    ],
  });
  return { reload, onClose, drawer: within(screen.getByRole('dialog', { name: 'MeshVault' })) };
}

describe('LibraryDrawer', () => {
  it('adds the selected library questions to the section, then reloads the questionnaire', async () => {
    const sent = vi.fn();
    const { drawer, reload, onClose } = renderDrawer({
      request: { query: CopyLibraryQuestionsToSectionDocument, variables: { questionIds: ['l1'], sectionId: 's1' } },
      result: () => {
        sent();
        return { data: { copyLibraryQuestionsToSection: copied } };
      },
    });
    expect(drawer.getByText('Add questions to Company overview')).toBeTruthy();
    const add = drawer.getByRole('button', { name: 'Add Selected Questions (0)' });
    expect(add).toHaveProperty('disabled', true);
    fireEvent.click(await drawer.findByRole('checkbox', { name: 'Select Do you encrypt data at rest?' }));
    fireEvent.click(drawer.getByRole('button', { name: 'Add Selected Questions (1)' }));
    expect(await screen.findByText('Questions have been added to Company overview')).toBeTruthy();
    expect(sent).toHaveBeenCalled();
    expect(reload).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });

  it('adds a whole group with its subgroups when one is chosen', async () => {
    const sent = vi.fn();
    const { drawer } = renderDrawer({
      request: {
        query: CopyLibraryGroupToSectionDocument,
        variables: { groupId: 'g1', sectionId: 's1', withSubgroups: true },
      },
      result: () => {
        sent();
        return { data: { copyLibraryGroupToSection: copied } };
      },
    });
    expect(drawer.queryByRole('button', { name: 'Add Group' })).toBeNull();
    fireEvent.mouseDown(drawer.getByRole('combobox', { name: 'Group' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Security' }));
    expect(await drawer.findByRole('checkbox', { name: 'Select Do you run penetration tests?' })).toBeTruthy();
    fireEvent.click(drawer.getByRole('checkbox', { name: 'Include subgroups' }));
    fireEvent.click(drawer.getByRole('button', { name: 'Add Group' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
  });
});
