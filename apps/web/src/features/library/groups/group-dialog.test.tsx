import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render-in-app';
import { CreateLibraryGroupDocument } from '../library-documents';
import { buildGroup } from '../library-test-kit';
import { GroupDialog } from './group-dialog';

const TAKEN = 'A group with the same name is already existed';
const MEDICAL = buildGroup('g3', 'Medical', ['g1', 'g2']);
const HEALTH = buildGroup('g2', 'Health', ['g1'], [MEDICAL]);
const BENEFITS = buildGroup('g1', 'Benefits', [], [HEALTH]);

describe('GroupDialog', () => {
  it('needs a name of at most 50 characters unlike its siblings, and shows the server refusal on the form', async () => {
    const onClose = vi.fn();
    const sent = vi.fn();
    renderInApp(<GroupDialog groups={[BENEFITS]} group={null} parentId="g1" onClose={onClose} />, {
      mocks: [
        {
          request: {
            query: CreateLibraryGroupDocument,
            variables: { input: { name: 'Wellbeing', description: '', parentId: 'g1' } },
          },
          result: () => {
            sent();
            return {
              errors: [new GraphQLError(TAKEN, { extensions: { code: 'BAD_USER_INPUT', fields: { name: TAKEN } } })],
            };
          },
        },
      ],
    });
    const dialog = within(screen.getByRole('dialog', { name: 'Add Group' }));
    const save = () => fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    save();
    expect(await dialog.findByText('Required')).toBeTruthy();

    const name = dialog.getByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'x'.repeat(51) } });
    save();
    expect(await dialog.findByText('Must be less than or equal to 50 characters')).toBeTruthy();

    fireEvent.change(name, { target: { value: ' health ' } });
    save();
    expect(await dialog.findByText(TAKEN)).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();

    fireEvent.change(name, { target: { value: 'Wellbeing' } });
    save();
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(await dialog.findByText(TAKEN)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers as parents only groups where the moved subtree stays within 3 levels', async () => {
    renderInApp(<GroupDialog groups={[BENEFITS]} group={HEALTH} onClose={() => {}} />);
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Group' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Health');
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: 'Parent Group' }));
    const option = (name: RegExp) => screen.getByRole('option', { name });
    expect(option(/None/).getAttribute('aria-disabled')).not.toBe('true');
    expect(option(/Benefits/).getAttribute('aria-disabled')).not.toBe('true');
    expect(option(/Health/).getAttribute('aria-disabled')).toBe('true');
    expect(option(/Medical/).getAttribute('aria-disabled')).toBe('true');
  });
});
