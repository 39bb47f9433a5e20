import type { QuestionDefinition } from '@shortlist/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { choose, combobox, renderEditor, save, textbox, type } from './question-editor-test-kit';

const LIST: QuestionDefinition = {
  type: 'LIST',
  label: 'Which regions do you serve?',
  helperText: 'Choose all that apply',
  placeholder: 'Regions',
  attachments: [{ id: 'f1', filename: 'regions.pdf' }],
  view: 'RADIO',
  multiple: true,
  options: [
    { id: 'o1', label: 'Europe', clarificationQuestion: false },
    { id: 'o2', label: 'Asia', clarificationQuestion: true },
  ],
  otherOption: true,
};

describe('QuestionEditorDialog', () => {
  it('asks for the type and the label, focuses the first, and sends nothing', async () => {
    const { onSubmit } = renderEditor();
    expect(screen.getByRole('dialog', { name: 'Create New Question' })).toBeTruthy();
    save();
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    await waitFor(() => expect(document.activeElement).toBe(combobox('Type')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('focuses the label when only the label is missing', async () => {
    const { onSubmit } = renderEditor();
    await choose('Type', 'Short text');
    save();
    expect(await screen.findByText('Required')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textbox('Label')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the parsed definition: trimmed, with only the fields of the type', async () => {
    const { onSubmit } = renderEditor();
    await choose('Type', 'Long text');
    type('Label', '  Describe your onboarding process  ');
    type('Placeholder', 'A few paragraphs');
    type('Max Length', '2000');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      type: 'TEXT',
      label: 'Describe your onboarding process',
      helperText: '',
      placeholder: 'A few paragraphs',
      attachments: [],
      rules: { maxLength: 2000 },
    });
  });

  it('keeps the label when the type changes, and shows the placeholder only where it applies', async () => {
    renderEditor();
    await choose('Type', 'Short text');
    type('Label', 'Company name');
    expect(textbox('Placeholder')).toBeTruthy();
    await choose('Type', 'Yes / No');
    expect(textbox('Label')).toHaveProperty('value', 'Company name');
    expect(screen.queryByRole('textbox', { name: 'Placeholder' })).toBeNull();
    expect(textbox('Yes Answer Text')).toBeTruthy();
    await choose('Type', 'Number');
    expect(textbox('Label')).toHaveProperty('value', 'Company name');
    expect(textbox('Min')).toBeTruthy();
  });

  it('pre-fills Edit Question from the definition and saves it unchanged', async () => {
    const { onSubmit } = renderEditor({ mode: 'edit', initial: LIST });
    expect(screen.getByRole('dialog', { name: 'Edit Question' })).toBeTruthy();
    expect(combobox('Type').textContent).toBe('Choice list');
    expect(textbox('Label')).toHaveProperty('value', 'Which regions do you serve?');
    expect(textbox('Helper Text')).toHaveProperty('value', 'Choose all that apply');
    expect(textbox('Option 1')).toHaveProperty('value', 'Europe');
    expect(textbox('Option 2')).toHaveProperty('value', 'Asia');
    expect(screen.getByRole('checkbox', { name: 'Clarification question for option 2' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByRole('switch', { name: 'Other Option' })).toHaveProperty('checked', true);
    expect(combobox('View').textContent).toBe('Radio');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(LIST);
  });

  it('locks the type when asked to', () => {
    renderEditor({ mode: 'edit', initial: LIST, typeLocked: true });
    expect(combobox('Type').getAttribute('aria-disabled')).toBe('true');
  });

  it('disables Save while the save is pending', async () => {
    let finish: () => void = () => {};
    const pending = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const onSubmit = vi.fn(() => pending);
    renderEditor({ initial: LIST, onSubmit });
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false));
  });

  it('shows a string submit error at the top', () => {
    renderEditor({ initial: LIST, submitError: 'The question could not be saved' });
    expect(screen.getByRole('alert').textContent).toBe('The question could not be saved');
  });

  it('shows submit errors by path under their fields and the others at the top', async () => {
    renderEditor({
      mode: 'edit',
      initial: LIST,
      submitError: { label: 'Label taken', 'options.1.label': 'Duplicate option', 'rules.min': 'Not a list field' },
    });
    expect(await screen.findByText('Label taken')).toBeTruthy();
    expect(screen.getByText('Duplicate option')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Not a list field');
    await waitFor(() => expect(document.activeElement).toBe(textbox('Label')));
  });

  it('shows the failure of a save that throws', async () => {
    renderEditor({ initial: LIST, onSubmit: vi.fn(async () => Promise.reject(new Error('boom'))) });
    save();
    expect((await screen.findByRole('alert')).textContent).toBe('OOPS! Something went wrong. Please try again later');
  });

  it('refuses to save more than 5 attachments and leads to the Question Attachments section', async () => {
    const files = Array.from({ length: 6 }, (_, index) => ({ id: `f${index}`, filename: `file-${index}.pdf` }));
    const { onSubmit } = renderEditor({ mode: 'edit', initial: { ...LIST, attachments: files } });
    expect(screen.getByRole('link', { name: 'file-5.pdf' })).toBeTruthy();
    save();
    expect(await screen.findByText('Please add not more than 5 files')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Question Attachments' })),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cancels', () => {
    const { onCancel } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('renders nothing while closed', () => {
    renderEditor({ open: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
