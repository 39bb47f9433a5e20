import type { QuestionDefinition } from '@shortlist/domain';
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderInApp } from '../../test/render-in-app';
import type { ProjectQuestionAssignment } from './project-question-assignment';
import { QuestionEditorDialog, type QuestionEditorDialogProps } from './question-editor-dialog';

/** Renders the dialog open in create mode; returns its callbacks. */
export function renderEditor(props: Partial<QuestionEditorDialogProps> = {}) {
  const onSubmit = vi.fn<(definition: QuestionDefinition, assignment?: ProjectQuestionAssignment) => Promise<void>>(
    async () => {},
  );
  const onCancel = vi.fn();
  const view = renderInApp(
    <QuestionEditorDialog open mode="create" onCancel={onCancel} onSubmit={onSubmit} {...props} />,
  );
  return { onSubmit, onCancel, ...view };
}

export const combobox = (name: string) => screen.getByRole('combobox', { name });
export const textbox = (name: string) => screen.getByRole('textbox', { name });

/** Picks an option of a MUI select. */
export async function choose(select: string, option: string) {
  fireEvent.mouseDown(combobox(select));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

export function type(name: string, value: string) {
  fireEvent.change(textbox(name), { target: { value } });
}

export function save() {
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

/** Adds an option and types its label. */
export function addOption(label: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add Option' }));
  const labels = screen.getAllByRole('textbox', { name: /^Option \d+/ });
  const last = labels.at(-1);
  if (last === undefined) throw new Error('no option was added');
  fireEvent.change(last, { target: { value: label } });
}
