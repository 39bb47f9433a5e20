import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildQuestion, QUESTION_LABEL, renderAnswerInput, textbox, typeInto } from './answer-input-test-kit';

const withTexts = buildQuestion('BOOLEAN', { yesAnswerText: 'Which certificate?', noAnswerText: null });

describe('AnswerInput, BOOLEAN', () => {
  it('answers Yes or No in a radio group named by the question', () => {
    const { lastDraft } = renderAnswerInput(buildQuestion('BOOLEAN'));
    expect(screen.getByRole('radiogroup', { name: QUESTION_LABEL })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(lastDraft()).toMatchObject({ value: false, secondaryValue: null });
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(lastDraft()).toMatchObject({ value: true, secondaryValue: null });
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it("asks a comment labelled by the chosen side's text, and drops it for a side without one", () => {
    const { lastDraft } = renderAnswerInput(withTexts);
    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    const comment = textbox('Which certificate?');
    expect(comment.tagName).toBe('TEXTAREA');
    typeInto(comment, 'ISO 27001');
    expect(lastDraft()).toMatchObject({ value: true, secondaryValue: 'ISO 27001' });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(lastDraft()).toMatchObject({ value: false, secondaryValue: null });
    expect(screen.queryByRole('textbox', { name: 'Which certificate?' })).toBeNull();
  });

  it('refuses a comment past the maximum with the spec message', () => {
    renderAnswerInput(withTexts, { projectMaxLength: 100, draft: { value: true } });
    typeInto(textbox('Which certificate?'), 'x'.repeat(101));
    expect(screen.getByText('Max 100 characters')).toBeTruthy();
    expect(textbox('Which certificate?').getAttribute('aria-invalid')).toBe('true');
  });

  it('read-only: the answer and its comment shown, nothing to change', () => {
    renderAnswerInput(withTexts, { readOnly: true, draft: { value: true, secondaryValue: 'ISO 9001' } });
    const yes = screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement;
    expect(yes.checked).toBe(true);
    expect(yes.disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).disabled).toBe(true);
    expect((textbox('Which certificate?') as HTMLTextAreaElement).disabled).toBe(true);
  });
});
