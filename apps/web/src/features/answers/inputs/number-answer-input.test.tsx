import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildQuestion, renderAnswerInput, textbox, typeInto } from './answer-input-test-kit';
import { groupThousands } from './number-answer-input';

describe('AnswerInput, NUMBER', () => {
  it('NUMBER: keeps the text typed, between prefix and suffix, with the spec messages', () => {
    const { lastDraft } = renderAnswerInput(
      buildQuestion('NUMBER', {
        prefix: '$',
        suffix: 'per year',
        rules: { min: 1, max: 100, maxLength: null, pattern: null },
      }),
    );
    expect(screen.getByText('$')).toBeTruthy();
    expect(screen.getByText('per year')).toBeTruthy();
    const field = textbox();
    expect(field.getAttribute('inputmode')).toBe('decimal');
    typeInto(field, '12a');
    expect(screen.getByText('Value is not a valid Number')).toBeTruthy();
    typeInto(field, '101');
    expect(screen.getByText('Should be between 1 and 100')).toBeTruthy();
    typeInto(field, '42.5');
    expect(lastDraft()?.value).toBe('42.5');
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it('NUMBER with formatting: thousands separators while not edited, the digits typed while edited', () => {
    renderAnswerInput(buildQuestion('NUMBER', { enableNumberFormatting: true }), { draft: { value: 1234567.5 } });
    const field = textbox() as HTMLInputElement;
    expect(field.value).toBe('1,234,567.5');
    fireEvent.focus(field);
    expect(field.value).toBe('1234567.5');
    typeInto(field, '-9876543');
    fireEvent.blur(field);
    expect(field.value).toBe('-9,876,543');
  });
});

describe('groupThousands', () => {
  it('groups the digits typed, and leaves any other text alone', () => {
    expect(groupThousands('1234')).toBe('1,234');
    expect(groupThousands(' 123 ')).toBe('123');
    expect(groupThousands('9000000000000000.125')).toBe('9,000,000,000,000,000.125');
    expect(groupThousands('12a34')).toBe('12a34');
  });
});
