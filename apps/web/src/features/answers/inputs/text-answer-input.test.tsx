import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildQuestion, renderAnswerInput, textbox, typeInto } from './answer-input-test-kit';

describe('AnswerInput, text-like types', () => {
  it('STRING: one line named by the question, its placeholder and the counter of the type default', () => {
    const { lastDraft } = renderAnswerInput(buildQuestion('STRING', { placeholder: 'Company name' }));
    const field = textbox();
    expect(field.tagName).toBe('INPUT');
    expect(field.getAttribute('placeholder')).toBe('Company name');
    expect(screen.getByText('(2000 chars max)')).toBeTruthy();
    typeInto(field, 'Acme');
    expect(lastDraft()).toEqual({
      value: 'Acme',
      secondaryValue: null,
      notApplicable: false,
      notApplicableDescription: null,
    });
  });

  it("TEXT: several lines, counting the project's maximum, and 'Max N characters' past it", () => {
    renderAnswerInput(buildQuestion('TEXT'), { projectMaxLength: 10 });
    const field = textbox();
    expect(field.tagName).toBe('TEXTAREA');
    expect(screen.getByText('(10 chars max)')).toBeTruthy();
    typeInto(field, 'x'.repeat(11));
    expect(screen.getByText('Max 10 characters')).toBeTruthy();
    expect(screen.queryByText('(10 chars max)')).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it("narrows the counter to the question's own maximum", () => {
    renderAnswerInput(buildQuestion('STRING', { rules: { min: null, max: null, maxLength: 50, pattern: null } }));
    expect(screen.getByText('(50 chars max)')).toBeTruthy();
  });

  it.each([
    ['EMAIL', 'email', 'ada@', 'Value is not a valid Email'],
    ['URL', 'url', 'example.com', 'Value is not a valid URL'],
    ['VIDEO', 'url', 'www.example.com/video', 'Value is not a valid URL'],
  ] as const)('%s: a %s field with the spec message for a wrong value', (type, htmlType, wrong, message) => {
    renderAnswerInput(buildQuestion(type));
    const field = textbox();
    expect(field.getAttribute('type')).toBe(htmlType);
    typeInto(field, wrong);
    expect(screen.getByText(message)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    typeInto(field, type === 'EMAIL' ? 'ada@example.com' : 'https://example.com/a');
    expect(screen.queryByText(message)).toBeNull();
    expect(field.getAttribute('aria-invalid')).toBe('false');
  });

  it("URL: checks a 5000-character answer against the question's pattern at once, with the spec message", () => {
    const pattern = '^https://(a+)+$';
    renderAnswerInput(buildQuestion('URL', { rules: { min: null, max: null, maxLength: null, pattern } }));
    const started = performance.now();
    typeInto(textbox(), `https://${'a'.repeat(4991)}!`);
    expect(screen.getByText(`Value must match the following pattern: ${pattern}`)).toBeTruthy();
    expect(performance.now() - started).toBeLessThan(1000);
    typeInto(textbox(), `https://${'a'.repeat(4992)}`);
    expect(screen.queryByText(`Value must match the following pattern: ${pattern}`)).toBeNull();
  });

  it('URL: answers a question whose stored pattern the engine does not take, checked without it', () => {
    renderAnswerInput(
      buildQuestion('URL', { rules: { min: null, max: null, maxLength: null, pattern: '^(?!http:)' } }),
    );
    typeInto(textbox(), 'http://example.com');
    expect(textbox().getAttribute('aria-invalid')).toBe('false');
    typeInto(textbox(), 'example.com');
    expect(screen.getByText('Value is not a valid URL')).toBeTruthy();
  });

  it('read-only: the value shown in a disabled field (nothing typed is taken), without a counter', () => {
    renderAnswerInput(buildQuestion('STRING'), { readOnly: true, draft: { value: 'Kept' } });
    const field = textbox() as HTMLInputElement;
    expect(field.value).toBe('Kept');
    expect(field.disabled).toBe(true);
    expect(screen.queryByText('(2000 chars max)')).toBeNull();
  });
});
