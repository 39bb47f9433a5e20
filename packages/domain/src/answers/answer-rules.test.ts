import { describe, expect, it } from 'vitest';
import type { QuestionDefinition } from '../questions/question-definition.js';
import {
  type AnswerContext,
  answerMaxLength,
  notApplicableMaxLength,
  numberProblem,
  optionKey,
  settleAnswer,
} from './answer-rules.js';
import { colours, kept, question } from './answer-test-questions.js';
import type { AnswerInput, SettledAnswer } from './answer-types.js';

const noProjectLimit: AnswerContext = { projectMaxLength: null };

/** The answer kept; the test fails with the outcome otherwise. */
function saved(definition: QuestionDefinition, input: AnswerInput, context = noProjectLimit): SettledAnswer {
  const outcome = settleAnswer(definition, input, context);
  if (outcome.kind !== 'SAVE') throw new Error(`expected SAVE, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
}

/** The refusal's field and message, or null when the answer is not refused. */
function refusal(definition: QuestionDefinition, input: AnswerInput, context = noProjectLimit) {
  const outcome = settleAnswer(definition, input, context);
  return outcome.kind === 'INVALID' ? { field: outcome.field, message: outcome.message } : null;
}

const valueRefusal = (message: string) => ({ field: 'value', message });

describe('settleAnswer: empty answers', () => {
  const string = question('STRING');

  it('trims text and keeps it', () => {
    expect(saved(string, { value: '  Acme Ltd  ' })).toEqual(kept('Acme Ltd'));
  });

  it('removes an answer that is empty after trimming, an empty list or no value at all', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(settleAnswer(string, { value }, noProjectLimit)).toEqual({ kind: 'REMOVE' });
    }
    expect(settleAnswer(colours({ multiple: true }), { value: [] }, noProjectLimit)).toEqual({ kind: 'REMOVE' });
    expect(settleAnswer(colours(), { value: [null, ''] }, noProjectLimit)).toEqual({ kind: 'REMOVE' });
    expect(settleAnswer(question('BOOLEAN'), { value: null, secondaryValue: 'why' }, noProjectLimit)).toEqual({
      kind: 'REMOVE',
    });
    expect(settleAnswer(question('FILE'), { value: [] }, noProjectLimit)).toEqual({ kind: 'REMOVE' });
  });

  it('keeps an emptied answer, stored empty, when forbidToRemoveAnswer is on', () => {
    const context = { projectMaxLength: null, forbidToRemoveAnswer: true };
    expect(saved(string, { value: '  ', isDraft: true }, context)).toEqual(kept(null));
    expect(saved(question('NUMBER'), { value: '' }, context)).toEqual(kept(null));
  });

  it('keeps the draft flag the supplier asks for', () => {
    expect(saved(string, { value: 'Acme', isDraft: true }).isDraft).toBe(true);
    expect(saved(string, { value: 'Acme', isDraft: null }).isDraft).toBe(false);
  });
});

describe('settleAnswer: not applicable', () => {
  it('clears value and secondary value and trims the description', () => {
    expect(
      saved(question('BOOLEAN', { yesAnswerText: 'Explain' }), {
        value: true,
        secondaryValue: 'a comment',
        notApplicable: true,
        notApplicableDescription: '  We do not sell this  ',
      }),
    ).toEqual({
      value: null,
      secondaryValue: null,
      notApplicable: true,
      notApplicableDescription: 'We do not sell this',
      isDraft: false,
    });
  });

  it('keeps not applicable without a description (an empty one becomes null)', () => {
    expect(saved(question('TEXT'), { notApplicable: true, notApplicableDescription: '   ' })).toMatchObject({
      notApplicable: true,
      notApplicableDescription: null,
    });
  });

  it('does not check the value it clears', () => {
    expect(saved(question('EMAIL'), { value: 'not an e-mail', notApplicable: true }).value).toBeNull();
  });

  it('limits the description to the project answer length, 5000 by default', () => {
    const text = question('TEXT');
    expect(saved(text, { notApplicable: true, notApplicableDescription: 'x'.repeat(5000) })).toBeTruthy();
    expect(refusal(text, { notApplicable: true, notApplicableDescription: 'x'.repeat(5001) })).toEqual({
      field: 'notApplicableDescription',
      message: 'Max 5000 characters',
    });
    const project = { projectMaxLength: 100 };
    expect(
      refusal(text, { notApplicable: true, notApplicableDescription: ` ${'x'.repeat(100)} ` }, project),
    ).toBeNull();
    expect(refusal(text, { notApplicable: true, notApplicableDescription: 'x'.repeat(101) }, project)).toEqual({
      field: 'notApplicableDescription',
      message: 'Max 100 characters',
    });
    expect(notApplicableMaxLength(null)).toBe(5000);
    expect(notApplicableMaxLength(300)).toBe(300);
  });

  it('drops a description sent without not applicable', () => {
    expect(saved(question('STRING'), { value: 'x', notApplicableDescription: 'why' }).notApplicableDescription).toBe(
      null,
    );
  });
});

describe('settleAnswer: text lengths', () => {
  it('takes the maximum from the project setting, else the type default, else 5000', () => {
    expect(answerMaxLength(question('STRING'), null)).toBe(2000);
    expect(answerMaxLength(question('TEXT'), null)).toBe(5000);
    expect(answerMaxLength(question('EMAIL'), null)).toBe(5000);
    expect(answerMaxLength(question('STRING'), 300)).toBe(300);
    expect(answerMaxLength(question('TEXT'), 300)).toBe(300);
  });

  it('narrows it by the question’s own maxLength', () => {
    expect(answerMaxLength(question('STRING', { rules: { maxLength: 50 } }), null)).toBe(50);
    expect(answerMaxLength(question('TEXT', { rules: { maxLength: 4000 } }), 300)).toBe(300);
  });

  it('refuses longer text with "Max N characters", counting after trimming', () => {
    const string = question('STRING');
    expect(saved(string, { value: ` ${'x'.repeat(2000)} ` }).value).toHaveLength(2000);
    expect(refusal(string, { value: 'x'.repeat(2001) })).toEqual(valueRefusal('Max 2000 characters'));
    expect(refusal(question('TEXT'), { value: 'x'.repeat(5001) })).toEqual(valueRefusal('Max 5000 characters'));
    expect(refusal(string, { value: 'x'.repeat(101) }, { projectMaxLength: 100 })).toEqual(
      valueRefusal('Max 100 characters'),
    );
    expect(refusal(question('STRING', { rules: { maxLength: 5 } }), { value: 'abcdef' })).toEqual(
      valueRefusal('Max 5 characters'),
    );
  });

  it('keeps a number given for a text question as its text, and refuses other kinds', () => {
    expect(saved(question('STRING'), { value: 42 }).value).toBe('42');
    expect(refusal(question('STRING'), { value: true })).toEqual(valueRefusal('The answer is not valid'));
    expect(refusal(question('TEXT'), { value: ['a'] })).toEqual(valueRefusal('The answer is not valid'));
  });
});

describe('settleAnswer: e-mail, URL, video and the question pattern', () => {
  it('checks an e-mail', () => {
    expect(saved(question('EMAIL'), { value: ' sales@acme.com ' }).value).toBe('sales@acme.com');
    for (const value of ['sales', 'sales@acme', 'sa les@acme.com', '@acme.com']) {
      expect(refusal(question('EMAIL'), { value })).toEqual(valueRefusal('Value is not a valid Email'));
    }
  });

  it('requires a URL or video to begin with http or https', () => {
    for (const type of ['URL', 'VIDEO'] as const) {
      expect(saved(question(type), { value: 'https://acme.com/demo' }).value).toBe('https://acme.com/demo');
      expect(saved(question(type), { value: 'HTTP://acme.com' }).value).toBe('HTTP://acme.com');
      for (const value of ['acme.com', 'ftp://acme.com', 'www.acme.com', 'https://']) {
        expect(refusal(question(type), { value })).toEqual(valueRefusal('Value is not a valid URL'));
      }
    }
  });

  it('applies the question’s pattern', () => {
    const url = question('URL', { rules: { pattern: 'acme\\.com' } });
    expect(saved(url, { value: 'https://acme.com' }).value).toBe('https://acme.com');
    expect(refusal(url, { value: 'https://example.com' })).toEqual(
      valueRefusal('Value must match the following pattern: acme\\.com'),
    );
  });
});

describe('settleAnswer: NUMBER', () => {
  const number = question('NUMBER');

  it('keeps a plain number, trimmed, as a number', () => {
    expect(saved(number, { value: ' 12 ' }).value).toBe(12);
    expect(saved(number, { value: '-3.25' }).value).toBe(-3.25);
    expect(saved(number, { value: 7 }).value).toBe(7);
    expect(saved(number, { value: 1e-7 }).value).toBe(1e-7);
  });

  it('refuses what is not in plain number form', () => {
    for (const value of ['1e3', '1,000', '12 000', '+5', '.5', '5.', 'abc', '0x10', 'Infinity', Number.NaN, true]) {
      expect(refusal(number, { value })).toEqual(valueRefusal('Value is not a valid Number'));
    }
  });

  it('limits the absolute value to 9e15', () => {
    expect(saved(number, { value: '9000000000000000' }).value).toBe(9e15);
    expect(saved(number, { value: '-9000000000000000' }).value).toBe(-9e15);
    expect(refusal(number, { value: '9000000000000001' })).toEqual(valueRefusal('Value is not a valid Number'));
    expect(refusal(number, { value: -9000000000000001 })).toEqual(valueRefusal('Value is not a valid Number'));
  });

  it('checks the question’s bounds with the spec’s messages', () => {
    const between = question('NUMBER', { rules: { min: 1, max: 10 } });
    expect(saved(between, { value: '1' }).value).toBe(1);
    expect(saved(between, { value: '10' }).value).toBe(10);
    expect(refusal(between, { value: '0' })).toEqual(valueRefusal('Should be between 1 and 10'));
    expect(refusal(between, { value: 11 })).toEqual(valueRefusal('Should be between 1 and 10'));
    expect(refusal(question('NUMBER', { rules: { min: 0 } }), { value: '-1' })).toEqual(
      valueRefusal('Should be more or equal to 0'),
    );
    expect(refusal(question('NUMBER', { rules: { max: 2.5 } }), { value: '3' })).toEqual(
      valueRefusal('Should be less or equal to 2.5'),
    );
  });

  it('numberProblem answers the same for a typed text', () => {
    const rules = { min: null, max: 100 };
    expect(numberProblem('42', rules)).toBeNull();
    expect(numberProblem('1e3', rules)).toBe('Value is not a valid Number');
    expect(numberProblem('101', rules)).toBe('Should be less or equal to 100');
  });
});

describe('settleAnswer: BOOLEAN', () => {
  const withTexts = question('BOOLEAN', { yesAnswerText: 'Which certificate?', noAnswerText: 'Why not?' });
  const yesOnly = question('BOOLEAN', { yesAnswerText: 'Which certificate?' });

  it('keeps Yes or No with the comment trimmed', () => {
    expect(saved(withTexts, { value: true, secondaryValue: '  ISO 27001 ' })).toEqual(kept(true, 'ISO 27001'));
    expect(saved(withTexts, { value: false, secondaryValue: 'Planned' })).toEqual(kept(false, 'Planned'));
  });

  it('keeps an answer whose chosen side has a text but no comment as draft', () => {
    expect(saved(withTexts, { value: true })).toMatchObject({ value: true, secondaryValue: null, isDraft: true });
    expect(saved(withTexts, { value: false, secondaryValue: '  ' }).isDraft).toBe(true);
    expect(saved(yesOnly, { value: true }).isDraft).toBe(true);
  });

  it('does not ask for a comment when the chosen side has no text', () => {
    expect(saved(yesOnly, { value: false })).toEqual(kept(false));
    expect(saved(question('BOOLEAN'), { value: true, secondaryValue: 'anyway' })).toEqual(kept(true, 'anyway'));
  });

  it('refuses what is not true or false, and a comment over the maximum', () => {
    expect(refusal(withTexts, { value: 'yes' })).toEqual(valueRefusal('The answer is not valid'));
    expect(refusal(withTexts, { value: true, secondaryValue: 'x'.repeat(101) }, { projectMaxLength: 100 })).toEqual({
      field: 'secondaryValue',
      message: 'Max 100 characters',
    });
  });
});

describe('settleAnswer: LIST', () => {
  it('wraps a single choice into a list and drops empty entries and repeats', () => {
    expect(saved(colours(), { value: 'a' })).toEqual(kept(['a']));
    expect(saved(colours({ multiple: true }), { value: ['a', null, '', 'c', 'a', undefined] })).toEqual(
      kept(['a', 'c']),
    );
  });

  it('refuses an option that is not the question’s and two options on a single choice', () => {
    expect(refusal(colours(), { value: ['z'] })).toEqual(
      valueRefusal('The chosen option is not one of the question’s options'),
    );
    expect(refusal(colours({ otherOption: false }), { value: ['{Other}'] })).toEqual(
      valueRefusal('The chosen option is not one of the question’s options'),
    );
    expect(refusal(colours(), { value: [1] })).toEqual(
      valueRefusal('The chosen option is not one of the question’s options'),
    );
    expect(refusal(colours(), { value: ['a', 'c'] })).toEqual(valueRefusal('Only one option may be chosen'));
  });

  it('keeps a clarification trimmed, and the answer as draft while one is missing', () => {
    const multiple = colours({ multiple: true });
    expect(saved(multiple, { value: ['b'], secondaryValue: { b: '  Forest  ' } })).toEqual(
      kept(['b'], { b: 'Forest' }),
    );
    expect(saved(multiple, { value: ['a', 'b'] })).toMatchObject({ secondaryValue: null, isDraft: true });
    expect(saved(multiple, { value: ['b'], secondaryValue: { b: ' ' } }).isDraft).toBe(true);
  });

  it('keeps only the texts of chosen options that ask for one', () => {
    expect(
      saved(colours({ multiple: true }), { value: ['a'], secondaryValue: { a: 'no question', b: 'not chosen' } }),
    ).toEqual(kept(['a']));
  });

  it('requires the other option’s text ("Required") and keeps it trimmed', () => {
    expect(refusal(colours(), { value: ['{Other}'] })).toEqual({ field: 'secondaryValue', message: 'Required' });
    expect(refusal(colours(), { value: ['{Other}'], secondaryValue: { '{Other}': '  ' } })).toEqual({
      field: 'secondaryValue',
      message: 'Required',
    });
    expect(saved(colours(), { value: ['{Other}'], secondaryValue: { '{Other}': ' Purple ' } })).toEqual(
      kept(['{Other}'], { '{Other}': 'Purple' }),
    );
  });

  it('limits the texts to the answer maximum', () => {
    const input = { value: ['{Other}'], secondaryValue: { '{Other}': 'x'.repeat(101) } };
    expect(refusal(colours(), input, { projectMaxLength: 100 })).toEqual({
      field: 'secondaryValue',
      message: 'Max 100 characters',
    });
  });

  it('keys an option by its id, else its label', () => {
    expect(optionKey({ id: 'a', label: 'Red' })).toBe('a');
    expect(optionKey({ label: 'Red' })).toBe('Red');
    const unsaved = question('LIST', { options: [{ label: 'Red' }] });
    expect(saved(unsaved, { value: 'Red' }).value).toEqual(['Red']);
  });
});

describe('settleAnswer: FILE', () => {
  const file = (index: number) => ({ id: `f${index}`, filename: `file-${index}.pdf` });
  const files = (count: number) => Array.from({ length: count }, (_, index) => file(index));
  const single = question('FILE');
  const multiple = question('FILE', { file: { multiple: true } });

  it('keeps one file on a single-file question, wrapped into a list, with only id and file name', () => {
    expect(saved(single, { value: { ...file(1), size: 10 } })).toEqual(kept([file(1)]));
    expect(refusal(single, { value: files(2) })).toEqual(valueRefusal('Only one file may be given'));
  });

  it('keeps up to 100 files on a multiple-file question', () => {
    expect(saved(multiple, { value: files(100) }).value).toHaveLength(100);
    expect(refusal(multiple, { value: files(101) })).toEqual(valueRefusal('Please add not more than 100 files'));
  });

  it('refuses what is not a file', () => {
    expect(refusal(multiple, { value: [file(1), { id: 'x' }] })).toEqual(valueRefusal('The answer is not valid'));
    expect(refusal(single, { value: 'file.pdf' })).toEqual(valueRefusal('The answer is not valid'));
  });
});
