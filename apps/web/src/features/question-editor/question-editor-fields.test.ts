import { parseQuestionDefinition, type QuestionDefinition } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { editorFieldFor, firstErrorMessage, splitSubmitError } from './question-editor-errors';
import {
  emptyEditorFields,
  emptyOption,
  megabytesToBytes,
  toDefinitionInput,
  toEditorFields,
} from './question-editor-fields';

const DEFINITIONS: QuestionDefinition[] = [
  { type: 'BOOLEAN', label: 'B', helperText: '', attachments: [], yesAnswerText: 'Sure', noAnswerText: '' },
  { type: 'STRING', label: 'S', helperText: 'h', placeholder: 'p', attachments: [], rules: { maxLength: 40 } },
  { type: 'URL', label: 'U', helperText: '', placeholder: '', attachments: [], rules: { pattern: '^https://' } },
  {
    type: 'NUMBER',
    label: 'N',
    helperText: '',
    placeholder: '',
    attachments: [],
    rules: { min: -1.5, max: null },
    prefix: '$',
    suffix: '',
    enableNumberFormatting: true,
  },
  {
    type: 'FILE',
    label: 'F',
    helperText: '',
    attachments: [{ id: 'a', filename: 'a.pdf' }],
    file: { maxSize: 1000, mimeTypes: ['application/pdf'], multiple: true },
  },
];

describe('question editor fields', () => {
  it.each(DEFINITIONS)('round-trips a $type definition through the form', (definition) => {
    const result = parseQuestionDefinition(toDefinitionInput(toEditorFields(definition)));
    expect(result).toEqual({ ok: true, definition });
  });

  it('turns a wire {Other} option into the other option switch', () => {
    const fields = toEditorFields({
      type: 'LIST',
      label: 'L',
      helperText: '',
      placeholder: '',
      attachments: [],
      view: 'SELECT',
      multiple: false,
      options: [
        { label: 'A', clarificationQuestion: false },
        { label: '{Other}', clarificationQuestion: false },
      ],
      otherOption: false,
    });
    expect(fields.options).toEqual([{ optionId: '', label: 'A', clarificationQuestion: false }]);
    expect(fields.otherOption).toBe(true);
  });

  it('starts from the attachments of the definition, or none', () => {
    expect(toEditorFields(DEFINITIONS[4]).attachments).toEqual([{ id: 'a', filename: 'a.pdf' }]);
    expect(toEditorFields(undefined).attachments).toEqual([]);
  });

  it('reads megabytes as bytes, leaving empty and non-numbers to the domain', () => {
    expect(megabytesToBytes(' 1.5 ')).toBe(1572864);
    expect(megabytesToBytes('')).toBeNull();
    expect(megabytesToBytes('ten')).toBe('ten');
    expect(toDefinitionInput(emptyEditorFields()).type).toBeUndefined();
  });
});

describe('question editor errors', () => {
  const list = { type: 'LIST' as const, options: [emptyOption(), emptyOption()] };

  it('places an error under the field the type shows, or nowhere', () => {
    expect(editorFieldFor('label', list)).toBe('label');
    expect(editorFieldFor('attachments.3.filename', list)).toBe('attachments');
    expect(editorFieldFor('options', list)).toBe('options');
    expect(editorFieldFor('options.1.label', list)).toBe('options.1.label');
    expect(editorFieldFor('options.1', list)).toBe('options.1.label');
    expect(editorFieldFor('options.2.label', list)).toBeNull();
    expect(editorFieldFor('rules.min', list)).toBeNull();
    expect(editorFieldFor('rules.min', { type: 'NUMBER', options: [] })).toBe('rules.min');
    expect(editorFieldFor('file.mimeTypes.1', { type: 'FILE', options: [] })).toBe('file.mimeTypes');
    expect(editorFieldFor('placeholder', { type: 'BOOLEAN', options: [] })).toBeNull();
    expect(editorFieldFor('placeholder', { type: '', options: [] })).toBeNull();
  });

  it('splits a submit error between the alert and the fields', () => {
    expect(splitSubmitError(undefined, list)).toEqual({ alert: [], fields: {} });
    expect(splitSubmitError('Nope', list)).toEqual({ alert: ['Nope'], fields: {} });
    expect(splitSubmitError({ label: 'Taken', _form: 'Conflict', prefix: 'Too long' }, list)).toEqual({
      alert: ['Conflict', 'Too long'],
      fields: { label: 'Taken' },
    });
  });

  it('finds the first message of an error tree', () => {
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage({ root: { message: 'List' } })).toBe('List');
    expect(firstErrorMessage([undefined, { filename: { message: 'Required', ref: {} } }])).toBe('Required');
  });
});
