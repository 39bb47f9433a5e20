import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { QuestionDefinitionFieldsFragment } from '../../../gql/graphql';
import { buildQuestion, QUESTION_LABEL, renderAnswerInput, textbox, typeInto } from './answer-input-test-kit';

const OPTIONS = [
  { id: 'o-phone', label: 'Phone', clarificationQuestion: false },
  { id: 'o-mail', label: 'E-mail', clarificationQuestion: false },
  { id: 'o-post', label: 'Post', clarificationQuestion: true },
];

/** SELECT is not offered once an option asks a clarification (spec 3 §5): the select's questions go without Post. */
const PLAIN_OPTIONS = OPTIONS.filter((option) => !option.clarificationQuestion);

const listQuestion = (fields: Partial<QuestionDefinitionFieldsFragment>) =>
  buildQuestion('LIST', { options: OPTIONS, view: 'RADIO', multiple: false, otherOption: false, ...fields });

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('AnswerInput, LIST', () => {
  it('RADIO single choice: the chosen option id, always in a list', () => {
    const { lastDraft } = renderAnswerInput(listQuestion({}));
    expect(screen.getByRole('radiogroup', { name: QUESTION_LABEL })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'E-mail' }));
    expect(lastDraft()).toMatchObject({ value: ['o-mail'], secondaryValue: null });
    fireEvent.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(lastDraft()?.value).toEqual(['o-phone']);
  });

  it('multiple choice: check boxes in a group, the ids in the options’ order', () => {
    const { lastDraft } = renderAnswerInput(listQuestion({ multiple: true }));
    expect(screen.getByRole('group', { name: QUESTION_LABEL })).toBeTruthy();
    fireEvent.click(checkbox('E-mail'));
    fireEvent.click(checkbox('Phone'));
    expect(lastDraft()?.value).toEqual(['o-phone', 'o-mail']);
    fireEvent.click(checkbox('E-mail'));
    expect(lastDraft()?.value).toEqual(['o-phone']);
  });

  it('the CHECKBOX view of a single choice keeps only the last one checked', () => {
    const { lastDraft } = renderAnswerInput(listQuestion({ view: 'CHECKBOX' }));
    fireEvent.click(checkbox('Phone'));
    fireEvent.click(checkbox('E-mail'));
    expect(lastDraft()?.value).toEqual(['o-mail']);
  });

  it("the other option: '{Other}' with its required text in the secondary value", () => {
    const { lastDraft } = renderAnswerInput(listQuestion({ multiple: true, otherOption: true }));
    fireEvent.click(checkbox('Phone'));
    fireEvent.click(checkbox('Other'));
    expect(lastDraft()?.value).toEqual(['o-phone', '{Other}']);
    const other = textbox('Other');
    expect(other.hasAttribute('required')).toBe(true);
    expect(screen.getByText('Required')).toBeTruthy();
    expect(other.getAttribute('aria-invalid')).toBe('true');
    typeInto(other, 'Carrier pigeon');
    expect(lastDraft()).toMatchObject({
      value: ['o-phone', '{Other}'],
      secondaryValue: { '{Other}': 'Carrier pigeon' },
    });
    expect(screen.queryByText('Required')).toBeNull();
    fireEvent.click(checkbox('Other'));
    expect(lastDraft()).toMatchObject({ value: ['o-phone'], secondaryValue: null });
    expect(screen.queryByRole('textbox', { name: 'Other' })).toBeNull();
  });

  it('a chosen option with a clarification question opens its text, kept by option id', () => {
    const { lastDraft } = renderAnswerInput(listQuestion({}), { projectMaxLength: 100 });
    fireEvent.click(screen.getByRole('radio', { name: 'Post' }));
    typeInto(textbox('Post: clarification'), 'Registered mail only');
    expect(lastDraft()).toMatchObject({ value: ['o-post'], secondaryValue: { 'o-post': 'Registered mail only' } });
    typeInto(textbox('Post: clarification'), 'x'.repeat(101));
    expect(screen.getByText('Max 100 characters')).toBeTruthy();
  });

  it('SELECT: a select named by the question, several values when multiple', async () => {
    const { lastDraft } = renderAnswerInput(
      listQuestion({ view: 'SELECT', multiple: true, otherOption: true, options: PLAIN_OPTIONS }),
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: QUESTION_LABEL }));
    const options = within(await screen.findByRole('listbox'));
    fireEvent.click(options.getByRole('option', { name: 'E-mail' }));
    fireEvent.click(options.getByRole('option', { name: 'Other' }));
    expect(lastDraft()?.value).toEqual(['o-mail', '{Other}']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    expect(await screen.findByRole('textbox', { name: 'Other' })).toBeTruthy();
  });

  it('read-only: the chosen labels shown in a disabled control', () => {
    renderAnswerInput(listQuestion({ view: 'SELECT', multiple: true, options: PLAIN_OPTIONS }), {
      readOnly: true,
      draft: { value: ['o-phone', 'o-mail'] },
    });
    const select = screen.getByRole('combobox', { name: new RegExp(QUESTION_LABEL) });
    expect(select.textContent).toBe('Phone, E-mail');
    expect(select.getAttribute('aria-disabled')).toBe('true');
  });

  it('shows check boxes instead of SELECT once an option asks a clarification', () => {
    renderAnswerInput(listQuestion({ view: 'SELECT' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(checkbox('Post')).toBeTruthy();
  });

  it('read-only radios and check boxes are disabled', () => {
    renderAnswerInput(listQuestion({ multiple: true }), { readOnly: true, draft: { value: ['o-mail'] } });
    expect((checkbox('E-mail') as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('checkbox').every((box) => (box as HTMLInputElement).disabled)).toBe(true);
  });
});
