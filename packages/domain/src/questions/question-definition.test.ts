import { describe, expect, it } from 'vitest';
import {
  availableListViews,
  isMultipleAnswer,
  listView,
  optionsWithOther,
  parseQuestionDefinition,
  type QuestionDefinition,
  questionDefinitionSchema,
  readQuestionDefinition,
} from './question-definition.js';

/** The definition when valid; the test fails with the field errors otherwise. */
function valid(input: unknown): QuestionDefinition {
  const result = parseQuestionDefinition(input);
  if (!result.ok) throw new Error(`expected a valid definition, got ${JSON.stringify(result.fieldErrors)}`);
  return result.definition;
}

/** The field errors; empty when the input is valid. */
function errors(input: unknown): Record<string, string> {
  const result = parseQuestionDefinition(input);
  return result.ok ? {} : result.fieldErrors;
}

describe('question definition: fields every type shares', () => {
  it('requires the type and the label, reporting both at once', () => {
    expect(errors({})).toEqual({ type: 'Required', label: 'Required' });
    expect(errors({ type: 'COLOUR', label: 'Name' })).toEqual({ type: 'Required' });
    expect(errors({ type: 'STRING', label: '   ' })).toEqual({ label: 'Required' });
  });

  it('still checks the shared fields when the type is missing', () => {
    expect(errors({ label: 'x'.repeat(1001), helperText: 'h'.repeat(1001) })).toEqual({
      type: 'Required',
      label: 'Must be less than or equal to 1000 characters',
      helperText: 'Must be less than or equal to 1000 characters',
    });
  });

  it('trims the label and limits label and helper text to 1000 characters', () => {
    expect(valid({ type: 'STRING', label: '  Company name  ' })).toMatchObject({ label: 'Company name' });
    expect(valid({ type: 'STRING', label: 'x'.repeat(1000), helperText: 'h'.repeat(1000) }).label).toHaveLength(1000);
    expect(errors({ type: 'STRING', label: 'x'.repeat(1001) })).toEqual({
      label: 'Must be less than or equal to 1000 characters',
    });
    expect(errors({ type: 'TEXT', label: 'Q', helperText: 'h'.repeat(1001) })).toEqual({
      helperText: 'Must be less than or equal to 1000 characters',
    });
  });

  it('defaults helper text to empty and accepts null from the server', () => {
    expect(valid({ type: 'STRING', label: 'Q', helperText: null })).toMatchObject({ helperText: '', attachments: [] });
  });

  it('accepts up to 5 attachments and refuses a sixth with the spec wording', () => {
    const files = (count: number) => Array.from({ length: count }, (_, i) => ({ id: `f${i}`, filename: `f${i}.pdf` }));
    expect(valid({ type: 'FILE', label: 'Q', attachments: files(5) }).attachments).toHaveLength(5);
    expect(errors({ type: 'FILE', label: 'Q', attachments: files(6) })).toEqual({
      attachments: 'Please add not more than 5 files',
    });
    expect(errors({ type: 'BOOLEAN', label: 'Q', attachments: [{ id: 'f1' }] })).toEqual({
      'attachments.0.filename': 'Required',
    });
  });

  it('refuses input that is not an object', () => {
    expect(parseQuestionDefinition(null).ok).toBe(false);
    expect(parseQuestionDefinition('STRING').ok).toBe(false);
  });

  it('is a zod schema that reports paths relative to where it is nested', () => {
    const result = questionDefinitionSchema.safeParse({ type: 'LIST', label: 'Q', options: [{ label: '' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['options.0.label']);
  });
});

describe('question definition: fields that do not belong to the type are dropped', () => {
  it('drops options, view and rules of other types from a NUMBER', () => {
    const definition = valid({
      type: 'NUMBER',
      label: 'Head count',
      options: [{ label: '' }],
      view: 'SELECT',
      yesAnswerText: 'Yes',
      rules: { min: 1, max: 10, pattern: '(', maxLength: 5 },
      tags: ['a'],
    });
    expect(definition).toEqual({
      type: 'NUMBER',
      label: 'Head count',
      helperText: '',
      placeholder: '',
      attachments: [],
      rules: { min: 1, max: 10 },
      prefix: '',
      suffix: '',
      enableNumberFormatting: false,
    });
  });

  it('keeps only the yes and no texts for a BOOLEAN (no placeholder, no rules)', () => {
    expect(
      valid({
        type: 'BOOLEAN',
        label: 'Q',
        placeholder: 'p',
        rules: { min: 1 },
        yesAnswerText: ' Sure ',
        multiple: true,
      }),
    ).toEqual({
      type: 'BOOLEAN',
      label: 'Q',
      helperText: '',
      attachments: [],
      yesAnswerText: 'Sure',
      noAnswerText: '',
    });
  });

  it('drops the options of a STRING even when they are invalid', () => {
    const definition = valid({ type: 'STRING', label: 'Q', options: [{ label: '' }], otherOption: true });
    expect(definition).not.toHaveProperty('options');
    expect(definition).not.toHaveProperty('otherOption');
  });
});

describe('question definition: BOOLEAN', () => {
  it('limits the yes and no answer texts to 100 characters', () => {
    expect(
      errors({ type: 'BOOLEAN', label: 'Q', yesAnswerText: 'y'.repeat(101), noAnswerText: 'n'.repeat(101) }),
    ).toEqual({
      yesAnswerText: 'Must be less than or equal to 100 characters',
      noAnswerText: 'Must be less than or equal to 100 characters',
    });
  });
});

describe('question definition: STRING and TEXT', () => {
  it.each(['STRING', 'TEXT'])('%s keeps a placeholder and an optional whole maxLength up to 5000', (type) => {
    expect(valid({ type, label: 'Q', placeholder: ' e.g. ACME ' })).toMatchObject({
      placeholder: 'e.g. ACME',
      rules: { maxLength: null },
    });
    expect(valid({ type, label: 'Q', rules: { maxLength: '250' } })).toMatchObject({ rules: { maxLength: 250 } });
    expect(errors({ type, label: 'Q', rules: { maxLength: 0 } })).toEqual({
      'rules.maxLength': 'Must be a number greater than or equal to 1',
    });
    expect(errors({ type, label: 'Q', rules: { maxLength: 5001 } })).toEqual({
      'rules.maxLength': 'Must be a number less than or equal to 5000',
    });
    expect(errors({ type, label: 'Q', rules: { maxLength: 2.5 } })).toEqual({
      'rules.maxLength': 'Must be a whole number',
    });
  });
});

describe('question definition: URL, VIDEO and EMAIL', () => {
  it.each(['URL', 'VIDEO', 'EMAIL'])('%s accepts no pattern or a valid regular expression', (type) => {
    expect(valid({ type, label: 'Q' })).toMatchObject({ rules: { pattern: null } });
    expect(valid({ type, label: 'Q', rules: { pattern: '  ' } })).toMatchObject({ rules: { pattern: null } });
    expect(valid({ type, label: 'Q', rules: { pattern: '^https://(www\\.)?acme\\.com/' } })).toMatchObject({
      rules: { pattern: '^https://(www\\.)?acme\\.com/' },
    });
  });

  it.each(['URL', 'VIDEO', 'EMAIL'])('%s refuses a pattern that is not a regular expression', (type) => {
    expect(errors({ type, label: 'Q', rules: { pattern: '([a-z' } })).toEqual({
      'rules.pattern': 'This pattern is not supported: missing closing ] ([a-z)',
    });
    expect(errors({ type, label: 'Q', rules: { pattern: 'a'.repeat(501) } })).toEqual({
      'rules.pattern': 'Must be less than or equal to 500 characters',
    });
  });

  it.each([
    ['^(?!http:)', 'lookahead and lookbehind are not available'],
    ['(?<=www\\.)acme', 'lookahead and lookbehind are not available'],
    ['^https://(\\w+)\\.\\1$', 'back-references are not available'],
    ['^(?<host>\\w+)\\k<host>$', 'back-references are not available'],
    ['^a{1001}$', 'invalid repeat count ({1001})'],
    ['^https://[^/]{1,250}\\.[a-z]{2,250}$', 'it is too complex'],
  ])('refuses %s, a regular expression the linear-time engine does not take', (pattern, reason) => {
    expect(() => new RegExp(pattern)).not.toThrow();
    expect(errors({ type: 'URL', label: 'Q', rules: { pattern } })).toEqual({
      'rules.pattern': `This pattern is not supported: ${reason}`,
    });
  });

  it('takes a pattern a backtracking engine would take exponential time on', () => {
    expect(valid({ type: 'URL', label: 'Q', rules: { pattern: '^https://(a+)+$' } })).toMatchObject({
      rules: { pattern: '^https://(a+)+$' },
    });
  });

  it('reads back a stored pattern the engine does not take, and nothing else it refuses', () => {
    const stored = { type: 'VIDEO', label: 'Demo', placeholder: null, rules: { pattern: ' ^(?!http:) ' } };
    expect(readQuestionDefinition(stored)).toEqual({
      type: 'VIDEO',
      label: 'Demo',
      helperText: '',
      placeholder: '',
      attachments: [],
      rules: { pattern: '^(?!http:)' },
    });
    expect(readQuestionDefinition({ ...stored, label: '' })).toBeNull();
    expect(readQuestionDefinition({ type: 'URL', label: 'Demo', rules: { pattern: '^https://' } })).toMatchObject({
      rules: { pattern: '^https://' },
    });
  });

  it('ignores a pattern on a type without one', () => {
    expect(valid({ type: 'TEXT', label: 'Q', rules: { pattern: '([a-z' } })).toMatchObject({
      rules: { maxLength: null },
    });
  });
});

describe('question definition: NUMBER', () => {
  it('accepts no bounds, one bound, equal bounds and numeric strings', () => {
    expect(valid({ type: 'NUMBER', label: 'Q' })).toMatchObject({ rules: { min: null, max: null } });
    expect(valid({ type: 'NUMBER', label: 'Q', rules: { min: -5 } })).toMatchObject({ rules: { min: -5, max: null } });
    expect(valid({ type: 'NUMBER', label: 'Q', rules: { min: 3, max: 3 } })).toMatchObject({
      rules: { min: 3, max: 3 },
    });
    expect(valid({ type: 'NUMBER', label: 'Q', rules: { min: '0.5', max: '' } })).toMatchObject({
      rules: { min: 0.5, max: null },
    });
  });

  it('validates min and max together, reporting each against the other', () => {
    expect(errors({ type: 'NUMBER', label: 'Q', rules: { min: 10, max: 2 } })).toEqual({
      'rules.min': 'Must be a number less than or equal to 2',
      'rules.max': 'Must be a number greater than or equal to 10',
    });
  });

  it('wants both bounds to be numbers', () => {
    expect(errors({ type: 'NUMBER', label: 'Q', rules: { min: 'ten', max: true } })).toEqual({
      'rules.min': 'Must be a number',
      'rules.max': 'Must be a number',
    });
    expect(errors({ type: 'NUMBER', label: 'Q', rules: { max: Number.POSITIVE_INFINITY } })).toEqual({
      'rules.max': 'Must be a number',
    });
  });

  it('limits prefix and suffix to 15 characters and keeps number formatting', () => {
    expect(
      valid({ type: 'NUMBER', label: 'Q', prefix: ' $ ', suffix: 'USD', enableNumberFormatting: true }),
    ).toMatchObject({
      prefix: '$',
      suffix: 'USD',
      enableNumberFormatting: true,
    });
    expect(errors({ type: 'NUMBER', label: 'Q', prefix: 'p'.repeat(16), suffix: 's'.repeat(16) })).toEqual({
      prefix: 'Must be less than or equal to 15 characters',
      suffix: 'Must be less than or equal to 15 characters',
    });
  });
});

describe('question definition: LIST', () => {
  const list = (extra: Record<string, unknown>) => ({ type: 'LIST', label: 'Pick', ...extra });

  it('needs at least one option', () => {
    expect(errors(list({}))).toEqual({ options: 'At least one option is required' });
    expect(errors(list({ options: [] }))).toEqual({ options: 'At least one option is required' });
    expect(errors(list({ options: null }))).toEqual({ options: 'At least one option is required' });
  });

  it('requires every option label, trimmed, at most 100 characters', () => {
    expect(errors(list({ options: [{ label: 'A' }, { label: ' ' }, { label: 'x'.repeat(101) }] }))).toEqual({
      'options.1.label': 'Required',
      'options.2.label': 'Must be less than or equal to 100 characters',
    });
  });

  it('keeps option ids and clarification flags, defaults view SELECT and multiple false', () => {
    expect(valid(list({ options: [{ id: 'o1', label: ' A ', apiId: true }, { label: 'B' }] }))).toEqual({
      type: 'LIST',
      label: 'Pick',
      helperText: '',
      placeholder: '',
      attachments: [],
      view: 'SELECT',
      multiple: false,
      options: [
        { id: 'o1', label: 'A', clarificationQuestion: false },
        { label: 'B', clarificationQuestion: false },
      ],
      otherOption: false,
    });
  });

  it('replaces SELECT by CHECKBOX when an option has a clarification question', () => {
    const options = [{ label: 'A' }, { label: 'B', clarificationQuestion: true }];
    expect(valid(list({ view: 'SELECT', options }))).toMatchObject({ view: 'CHECKBOX' });
    expect(valid(list({ options }))).toMatchObject({ view: 'CHECKBOX' });
    expect(valid(list({ view: 'RADIO', options }))).toMatchObject({ view: 'RADIO' });
    expect(valid(list({ view: 'SELECT', options: [{ label: 'A' }] }))).toMatchObject({ view: 'SELECT' });
  });

  it('refuses an unknown view', () => {
    expect(errors(list({ view: 'TABLE', options: [{ label: 'A' }] }))).toEqual({ view: 'Required' });
  });

  it('turns the wire {Other} option into otherOption, which does not count as an option', () => {
    expect(valid(list({ options: [{ label: 'A' }, { label: '{Other}' }] }))).toMatchObject({
      options: [{ label: 'A', clarificationQuestion: false }],
      otherOption: true,
    });
    expect(errors(list({ options: [{ label: '{Other}' }], otherOption: true }))).toEqual({
      options: 'At least one option is required',
    });
  });

  it('puts the other option back on the wire as {Other}', () => {
    const definition = valid(list({ options: [{ label: 'A' }], otherOption: true }));
    if (definition.type !== 'LIST') throw new Error('expected a LIST');
    expect(optionsWithOther(definition)).toEqual([{ label: 'A', clarificationQuestion: false }, { label: '{Other}' }]);
    expect(optionsWithOther({ ...definition, otherOption: false })).toEqual([
      { label: 'A', clarificationQuestion: false },
    ]);
  });

  it('offers SELECT only while no option has a clarification question', () => {
    expect(availableListViews([{ clarificationQuestion: false }])).toEqual(['CHECKBOX', 'RADIO', 'SELECT']);
    expect(availableListViews([{ clarificationQuestion: false }, { clarificationQuestion: true }])).toEqual([
      'CHECKBOX',
      'RADIO',
    ]);
    expect(listView('SELECT', [{ clarificationQuestion: true }])).toBe('CHECKBOX');
    expect(listView('RADIO', [{ clarificationQuestion: true }])).toBe('RADIO');
  });
});

describe('question definition: FILE', () => {
  it('keeps the file settings with defaults', () => {
    expect(valid({ type: 'FILE', label: 'Q', placeholder: 'dropped' })).toEqual({
      type: 'FILE',
      label: 'Q',
      helperText: '',
      attachments: [],
      file: { maxSize: null, mimeTypes: [], multiple: false },
    });
    expect(
      valid({
        type: 'FILE',
        label: 'Q',
        file: { maxSize: 1024, mimeTypes: ['application/pdf', 'application/pdf'], multiple: true },
      }),
    ).toMatchObject({ file: { maxSize: 1024, mimeTypes: ['application/pdf'], multiple: true } });
  });

  it('limits the file size to the upload limit and wants whole bytes', () => {
    expect(errors({ type: 'FILE', label: 'Q', file: { maxSize: 71 * 1024 * 1024 } })).toEqual({
      'file.maxSize': 'File size exceeds maximum limit of 70 MB',
    });
    expect(errors({ type: 'FILE', label: 'Q', file: { maxSize: 0 } })).toEqual({
      'file.maxSize': 'Must be a number greater than or equal to 1',
    });
    expect(errors({ type: 'FILE', label: 'Q', file: { mimeTypes: [''] } })).toEqual({ 'file.mimeTypes.0': 'Required' });
  });
});

describe('isMultipleAnswer', () => {
  it('is true for a multiple LIST and a multi-file FILE only', () => {
    expect(isMultipleAnswer(valid({ type: 'LIST', label: 'Q', options: [{ label: 'A' }], multiple: true }))).toBe(true);
    expect(isMultipleAnswer(valid({ type: 'LIST', label: 'Q', options: [{ label: 'A' }] }))).toBe(false);
    expect(isMultipleAnswer(valid({ type: 'FILE', label: 'Q', file: { multiple: true } }))).toBe(true);
    expect(isMultipleAnswer(valid({ type: 'STRING', label: 'Q', multiple: true }))).toBe(false);
  });
});
