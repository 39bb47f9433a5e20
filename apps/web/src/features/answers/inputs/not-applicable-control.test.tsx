import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildQuestion, renderAnswerInput, textbox, typeInto } from './answer-input-test-kit';

describe('NotApplicableControl', () => {
  it("opens the description when on, counted and limited by the project's answer length", () => {
    const { lastDraft } = renderAnswerInput(buildQuestion('STRING'), { projectMaxLength: 100 });
    expect(screen.queryByRole('textbox', { name: 'Not applicable description' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Not Applicable' }));
    expect(lastDraft()).toMatchObject({ notApplicable: true });
    expect(screen.getAllByText('(100 chars max)')).toHaveLength(2);
    const description = textbox('Not applicable description');
    typeInto(description, 'We do not ship abroad');
    expect(lastDraft()).toMatchObject({ notApplicable: true, notApplicableDescription: 'We do not ship abroad' });
    typeInto(description, 'x'.repeat(101));
    expect(screen.getByText('Max 100 characters')).toBeTruthy();
    expect(description.getAttribute('aria-invalid')).toBe('true');
  });

  it('is disabled when read-only', () => {
    renderAnswerInput(buildQuestion('STRING'), { readOnly: true, draft: { notApplicable: true } });
    const toggle = screen.getByRole('switch', { name: 'Not Applicable' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
  });
});
