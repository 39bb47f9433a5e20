import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toQuestionDefinition } from './question-definition-io';
import { buildQuestionDefinition } from './question-definition-test-kit';
import { choose, combobox, renderEditor, save, textbox, type } from './question-editor-test-kit';

async function start(typeLabel: string) {
  const editor = renderEditor();
  await choose('Type', typeLabel);
  type('Label', 'Question');
  return editor;
}

describe('QuestionEditorDialog, parameters of the other types', () => {
  it('NUMBER: reports min greater than max against each other', async () => {
    const { onSubmit } = await start('Number');
    type('Min', '10');
    type('Max', '2');
    save();
    expect(await screen.findByText('Must be a number less than or equal to 2')).toBeTruthy();
    expect(screen.getByText('Must be a number greater than or equal to 10')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(textbox('Min')));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('NUMBER: refuses a prefix longer than 15 characters', async () => {
    const { onSubmit } = await start('Number');
    type('Prefix', 'p'.repeat(16));
    save();
    expect(await screen.findByText('Must be less than or equal to 15 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('NUMBER: sends bounds, prefix, suffix and formatting', async () => {
    const { onSubmit } = await start('Number');
    type('Min', '0');
    type('Max', '1.5');
    type('Prefix', '$');
    type('Suffix', 'm');
    fireEvent.click(screen.getByRole('switch', { name: 'Enable Number Formatting' }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      type: 'NUMBER',
      rules: { min: 0, max: 1.5 },
      prefix: '$',
      suffix: 'm',
      enableNumberFormatting: true,
    });
  });

  it('BOOLEAN: sends the yes and no answer texts', async () => {
    const { onSubmit } = await start('Yes / No');
    type('Yes Answer Text', 'We do');
    type('No Answer Text', 'We do not');
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      type: 'BOOLEAN',
      label: 'Question',
      helperText: '',
      attachments: [],
      yesAnswerText: 'We do',
      noAnswerText: 'We do not',
    });
  });

  it('STRING: refuses a max length beyond the longest answer', async () => {
    const { onSubmit } = await start('Short text');
    type('Max Length', '5001');
    save();
    expect(await screen.findByText('Must be a number less than or equal to 5000')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['([a-z', 'This pattern is not supported: missing closing ] ([a-z)'],
    ['^https://(?!intranet)', 'This pattern is not supported: lookahead and lookbehind are not available'],
  ])('URL: refuses the pattern %s under the field', async (pattern, message) => {
    const { onSubmit } = await start('Web link');
    type('Pattern', pattern);
    save();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(textbox('Pattern').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('URL: shows a stored pattern the engine does not take, and its reason on Save', async () => {
    const stored = {
      ...buildQuestionDefinition('Status page', 'URL'),
      rules: { min: null, max: null, maxLength: null, pattern: '^(?!http:)' },
    };
    const { onSubmit } = renderEditor({ mode: 'edit', initial: toQuestionDefinition(stored) });
    expect((textbox('Pattern') as HTMLInputElement).value).toBe('^(?!http:)');
    save();
    expect(
      await screen.findByText('This pattern is not supported: lookahead and lookbehind are not available'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('FILE: sends the size in bytes, the MIME types and multiple', async () => {
    const { onSubmit } = await start('File upload');
    expect(screen.queryByRole('textbox', { name: 'Placeholder' })).toBeNull();
    type('Max File Size (MB)', '10');
    const types = combobox('Allowed File Types');
    fireEvent.change(types, { target: { value: 'application/pdf' } });
    fireEvent.keyDown(types, { key: 'Enter' });
    fireEvent.change(types, { target: { value: 'image/png' } });
    fireEvent.keyDown(types, { key: 'Enter' });
    fireEvent.click(screen.getByRole('switch', { name: 'Multiple Files' }));
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      type: 'FILE',
      file: { maxSize: 10 * 1024 * 1024, mimeTypes: ['application/pdf', 'image/png'], multiple: true },
    });
  });

  it('FILE: refuses a size over the upload limit', async () => {
    const { onSubmit } = await start('File upload');
    type('Max File Size (MB)', '71');
    save();
    expect(await screen.findByText('File size exceeds maximum limit of 70 MB')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
