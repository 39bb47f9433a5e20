import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { LinkLibraryQuestionsDocument } from '../library-documents';
import { buildGroup } from '../library-test-kit';
import { LinkQuestionsDialog } from './link-questions-dialog';

const HEALTH = buildGroup('g2', 'Health', ['g1']);
const BENEFITS = buildGroup('g1', 'Benefits', [], [HEALTH]);

describe('LinkQuestionsDialog', () => {
  it('needs a destination group, then links the selected questions to it', async () => {
    const onClose = vi.fn();
    const linked = vi.fn();
    renderInApp(<LinkQuestionsDialog groups={[BENEFITS]} questionIds={['q1', 'q2']} onClose={onClose} />, {
      mocks: [
        {
          request: { query: LinkLibraryQuestionsDocument, variables: { groupId: 'g2', questionIds: ['q1', 'q2'] } },
          result: () => {
            linked();
            return { data: { linkLibraryQuestionsToGroup: HEALTH } };
          },
        },
      ],
    });
    const dialog = within(screen.getByRole('dialog', { name: 'Link selected questions to a group' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Link' }));
    expect(await dialog.findByText('Required')).toBeTruthy();
    expect(linked).not.toHaveBeenCalled();

    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Group' }));
    fireEvent.click(await screen.findByRole('option', { name: /Health/ }));
    fireEvent.click(dialog.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('Questions have been linked to the group')).toBeTruthy();
    expect(linked).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
  });
});
