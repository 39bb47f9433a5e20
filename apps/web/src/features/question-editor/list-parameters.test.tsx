import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addOption, choose, combobox, renderEditor, save, textbox, type } from './question-editor-test-kit';

async function startList() {
  const editor = renderEditor();
  await choose('Type', 'Choice list');
  type('Label', 'Preferred contact channel');
  return editor;
}

describe('QuestionEditorDialog, LIST parameters', () => {
  it('creates a LIST question with two options', async () => {
    const { onSubmit } = await startList();
    addOption('Phone');
    addOption(' E-mail ');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      type: 'LIST',
      label: 'Preferred contact channel',
      helperText: '',
      placeholder: '',
      attachments: [],
      view: 'SELECT',
      multiple: false,
      options: [
        { label: 'Phone', clarificationQuestion: false },
        { label: 'E-mail', clarificationQuestion: false },
      ],
      otherOption: false,
    });
  });

  it('refuses a LIST without options and leads to Add Option', async () => {
    const { onSubmit } = await startList();
    expect(screen.getByText('No options are specified')).toBeTruthy();
    save();
    expect(await screen.findByText('At least one option is required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add Option' })));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires every option label, at most 100 characters, and focuses the first invalid one', async () => {
    const { onSubmit } = await startList();
    addOption('Phone');
    addOption('');
    addOption('x'.repeat(101));
    save();
    expect(await screen.findByText('Required')).toBeTruthy();
    expect(screen.getByText('Must be less than or equal to 100 characters')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textbox('Option 2')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes Select away and switches to Checkbox once an option asks a clarification question', async () => {
    await startList();
    addOption('Other provider');
    expect(combobox('View').textContent).toBe('Select');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Clarification question for option 1' }));
    await waitFor(() => expect(combobox('View').textContent).toBe('Checkbox'));
    fireEvent.mouseDown(combobox('View'));
    const views = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(views.map((option) => option.textContent)).toEqual(['Checkbox', 'Radio']);
  });

  it('reorders and removes options, and sends the other option and the view chosen', async () => {
    const { onSubmit } = await startList();
    addOption('Phone');
    addOption('E-mail');
    addOption('Fax');
    expect(screen.getByRole('button', { name: 'Move option 1 up' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move option 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove option 3' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Other Option' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Multiple Answers' }));
    await choose('View', 'Radio');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      options: [{ label: 'E-mail' }, { label: 'Phone' }],
      otherOption: true,
      multiple: true,
      view: 'RADIO',
    });
  });
});
