import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildSession } from '../../../test/factories';
import { renderInApp } from '../../../test/render-in-app';
import { UnlinkLibraryQuestionsDocument } from '../library-documents';
import { buildGroup, buildLibraryQuestion, groupsMock, questionsMock } from '../library-test-kit';
import { LibraryPage } from './library-page';

const MEDICAL = buildGroup('g3', 'Medical', ['g1', 'g2']);
const HEALTH = buildGroup('g2', 'Health', ['g1'], [MEDICAL]);
const BENEFITS = buildGroup('g1', 'Benefits', [], [HEALTH]);
const OWN = buildLibraryQuestion('q1', 'Describe your payroll integration');
const EXTERNAL = buildLibraryQuestion('q2', 'Which plans do you administer?', { readonly: true });

function renderLibrary(path = '/library', mocks = [questionsMock({}, { results: [OWN, EXTERNAL] })]) {
  const profile = buildProfile({ privileges: ['MANAGE_PROJECT_QUESTIONS'] });
  return renderInApp(<LibraryPage />, {
    path,
    route: path.startsWith('/library/groups') ? '/library/groups/:groupId' : '/library',
    session: buildSession({ profile }),
    mocks: [groupsMock([BENEFITS]), ...mocks],
  });
}

const rowOf = (label: string) => {
  const row = within(screen.getByRole('table', { name: 'Questions' }))
    .getByText(label)
    .closest('tr');
  if (!row) throw new Error(`no row ${label}`);
  return within(row);
};

describe('LibraryPage', () => {
  it('offers Edit only where allowed and says why a question is read-only', async () => {
    renderLibrary();
    await screen.findByText('Describe your payroll integration');
    expect(
      rowOf('Describe your payroll integration').getByRole('button', {
        name: 'Edit Describe your payroll integration',
      }),
    ).toBeTruthy();
    const external = rowOf('Which plans do you administer?');
    expect(external.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(external.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(external.getByRole('img', { name: 'It is an external question and cannot be edited' })).toBeTruthy();
    expect(external.getByText('External')).toBeTruthy();
  });

  it('lists the groups three levels deep and offers no subgroup on the third level', async () => {
    renderLibrary();
    const nav = screen.getByRole('navigation', { name: 'Question groups' });
    expect(await within(nav).findByRole('link', { name: /^Medical/ })).toBeTruthy();
    expect(
      within(nav)
        .getByRole('link', { name: /^Benefits/ })
        .getAttribute('href'),
    ).toBe('/library/groups/g1');
    expect(within(nav).getByRole('link', { name: 'All Questions' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(nav).getByRole('button', { name: 'Actions of Health' }));
    expect(await screen.findByRole('menuitem', { name: 'Add Subgroup' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());

    fireEvent.click(within(nav).getByRole('button', { name: 'Actions of Medical' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit Group' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Delete Group' })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Add Subgroup' })).toBeNull();
  });

  it('shows a group page with its questions, unlinks the selected ones and offers the group copy', async () => {
    let unlinked: unknown = null;
    renderLibrary('/library/groups/g2', [
      questionsMock({ groupId: 'g2' }, { results: [OWN] }),
      {
        request: { query: UnlinkLibraryQuestionsDocument, variables: { groupId: 'g2', questionIds: ['q1'] } },
        result: (variables) => {
          unlinked = variables;
          return { data: { unlinkLibraryQuestionsFromGroup: HEALTH } };
        },
      },
    ]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Health' })).toBeTruthy();
    await screen.findByText('Describe your payroll integration');
    expect(screen.getByRole('button', { name: 'Copy group to project' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Describe your payroll integration' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected questions' });
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Questions have been unlinked from the group')).toBeTruthy();
    expect(unlinked).toEqual({ groupId: 'g2', questionIds: ['q1'] });
  });
});
