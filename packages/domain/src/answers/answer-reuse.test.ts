import { describe, expect, it } from 'vitest';
import type { QuestionDefinition } from '../questions/question-definition.js';
import { answerText, convertAnswer } from './answer-reuse.js';
import { colours, question } from './answer-test-questions.js';
import type { SettledAnswer } from './answer-types.js';

const answer = (value: SettledAnswer['value'], secondaryValue: SettledAnswer['secondaryValue'] = null) => ({
  value,
  secondaryValue,
  notApplicable: false,
  notApplicableDescription: null,
  isDraft: false,
});
const notApplicable = (description: string | null) => ({
  ...answer(null),
  notApplicable: true,
  notApplicableDescription: description,
});

const firstFile = { id: 'f1', filename: 'one.pdf' };
const files = [firstFile, { id: 'f2', filename: 'two.pdf' }];

const cannotApply = { ok: false, message: 'The answer for the selected question cannot be applied to the current one' };
const notValid = { ok: false, message: 'The answer is not valid' };

/** The source answer converted for the target question, without a project answer length. */
const convert = (definition: QuestionDefinition, source: SettledAnswer, target: QuestionDefinition) =>
  convertAnswer({ definition, answer: source }, target, null);
const applied = (value: SettledAnswer['value'], secondaryValue: SettledAnswer['secondaryValue'] = null) => ({
  ok: true,
  answer: answer(value, secondaryValue),
});

/** Options with other ids and labels in another order and case than colours(). */
const shades = (fields: Record<string, unknown> = {}) =>
  question('LIST', {
    options: [
      { id: 'x', label: 'blue' },
      { id: 'y', label: 'GREEN', clarificationQuestion: true },
      { id: 'z', label: 'Yellow' },
    ],
    multiple: true,
    ...fields,
  });

describe('convertAnswer: same types', () => {
  it('copies text, numbers and Yes/No with its comment', () => {
    expect(convert(question('STRING'), answer('Acme'), question('STRING'))).toEqual(applied('Acme'));
    expect(convert(question('NUMBER'), answer(12), question('NUMBER'))).toEqual(applied(12));
    expect(convert(question('BOOLEAN'), answer(true, 'ISO 27001'), question('BOOLEAN'))).toEqual(
      applied(true, 'ISO 27001'),
    );
  });

  it('copies into another text type when the target’s rules accept it', () => {
    expect(convert(question('STRING'), answer('Acme'), question('TEXT'))).toEqual(applied('Acme'));
    expect(convert(question('STRING'), answer('https://acme.com'), question('URL'))).toEqual(
      applied('https://acme.com'),
    );
    expect(convert(question('STRING'), answer('Acme'), question('EMAIL'))).toEqual(notValid);
  });

  it('matches LIST options by label, case aside, and drops unknown labels', () => {
    const source = answer(['a', 'b', 'c'], { b: 'Forest' });
    expect(convert(colours({ multiple: true }), source, shades())).toEqual(applied(['y', 'x'], { y: 'Forest' }));
    expect(convert(colours(), answer(['a']), shades())).toEqual(cannotApply);
  });

  it('keeps the other option’s text when the target has the other option, drops it otherwise', () => {
    const source = answer(['c', '{Other}'], { '{Other}': 'Purple' });
    const multiple = colours({ multiple: true });
    expect(convert(multiple, source, colours({ multiple: true }))).toEqual(
      applied(['c', '{Other}'], { '{Other}': 'Purple' }),
    );
    expect(convert(multiple, source, shades())).toEqual(applied(['x']));
  });

  it('is not valid when the matched options break the target’s rules', () => {
    expect(convert(colours({ multiple: true }), answer(['b', 'c']), colours())).toEqual(notValid);
  });

  it('keeps a copied answer draft when the target still asks a clarification', () => {
    expect(convert(colours(), answer(['b']), shades())).toEqual({
      ok: true,
      answer: { ...answer(['y']), isDraft: true },
    });
  });

  it('converts FILE single and multiple either way, multiple to single keeping the first', () => {
    const single = question('FILE');
    const multiple = question('FILE', { file: { multiple: true } });
    expect(convert(multiple, answer(files), single)).toEqual(applied([firstFile]));
    expect(convert(single, answer([firstFile]), multiple)).toEqual(applied([firstFile]));
    expect(convert(multiple, answer(files), multiple)).toEqual(applied(files));
  });
});

describe('convertAnswer: into text', () => {
  it('joins LIST labels by commas, the other option as its text', () => {
    const source = answer(['c', 'b', '{Other}'], { b: 'Forest', '{Other}': 'Purple' });
    expect(convert(colours({ multiple: true }), source, question('TEXT'))).toEqual(applied('Blue, Green, Purple'));
  });

  it('tells Yes or No with the comment', () => {
    expect(convert(question('BOOLEAN'), answer(true, 'ISO 27001'), question('STRING'))).toEqual(
      applied('Yes. ISO 27001'),
    );
    expect(convert(question('BOOLEAN'), answer(false), question('TEXT'))).toEqual(applied('No'));
  });

  it('gives a number’s string', () => {
    expect(convert(question('NUMBER'), answer(-3.5), question('STRING'))).toEqual(applied('-3.5'));
  });

  it('is not valid when the text is longer than the target allows', () => {
    const long = answer('x'.repeat(3000));
    expect(convert(question('TEXT'), long, question('STRING'))).toEqual(notValid);
    expect(
      convertAnswer({ definition: question('TEXT'), answer: answer('x'.repeat(200)) }, question('TEXT'), 100),
    ).toEqual(notValid);
  });

  it('does not tell a list, Yes/No or number as an e-mail, URL or video', () => {
    expect(convert(question('NUMBER'), answer(5), question('URL'))).toEqual(cannotApply);
    expect(convert(colours(), answer(['a']), question('EMAIL'))).toEqual(cannotApply);
  });
});

describe('convertAnswer: into a number', () => {
  it('takes a text that is a plain number', () => {
    expect(convert(question('STRING'), answer(' 250 '), question('NUMBER'))).toEqual(applied(250));
  });

  it('cannot apply a text that is not a plain number', () => {
    expect(convert(question('STRING'), answer('about 250'), question('NUMBER'))).toEqual(cannotApply);
    expect(convert(question('TEXT'), answer('1e3'), question('NUMBER'))).toEqual(cannotApply);
  });

  it('drops a number outside the target’s min or max', () => {
    const bounded = question('NUMBER', { rules: { min: 1, max: 10 } });
    expect(convert(question('NUMBER'), answer(11), bounded)).toEqual(notValid);
    expect(convert(question('STRING'), answer('0'), bounded)).toEqual(notValid);
    expect(convert(question('NUMBER'), answer(10), bounded)).toEqual(applied(10));
  });
});

describe('convertAnswer: not applicable and what does not fit', () => {
  it('copies not applicable with its description into any type', () => {
    const expected = { ok: true, answer: notApplicable('Not offered') };
    expect(convert(question('NUMBER'), notApplicable('Not offered'), question('FILE'))).toEqual(expected);
    expect(convert(colours(), notApplicable('Not offered'), question('BOOLEAN'))).toEqual(expected);
  });

  it('is not valid when the description is longer than the project allows', () => {
    const source = { definition: question('TEXT'), answer: notApplicable('x'.repeat(101)) };
    expect(convertAnswer(source, question('TEXT'), 100)).toEqual(notValid);
  });

  it('cannot apply the other pairs or an empty answer', () => {
    const pairs: [QuestionDefinition, SettledAnswer, QuestionDefinition][] = [
      [question('STRING'), answer('yes'), question('BOOLEAN')],
      [question('TEXT'), answer('Red'), colours()],
      [question('BOOLEAN'), answer(true), question('NUMBER')],
      [question('NUMBER'), answer(1), colours()],
      [question('FILE'), answer([{ id: 'f', filename: 'a.pdf' }]), question('STRING')],
      [question('STRING'), answer('a.pdf'), question('FILE')],
      [colours(), answer(['a']), question('BOOLEAN')],
      [question('STRING'), answer(null), question('STRING')],
    ];
    for (const [source, value, target] of pairs) expect(convert(source, value, target)).toEqual(cannotApply);
  });
});

describe('answerText', () => {
  it('tells every type as plain text', () => {
    expect(answerText(question('STRING'), answer('Acme'))).toBe('Acme');
    expect(answerText(question('NUMBER'), answer(9e15))).toBe('9000000000000000');
    expect(answerText(question('BOOLEAN'), answer(false, 'Planned for 2027'))).toBe('No. Planned for 2027');
    expect(answerText(question('BOOLEAN'), answer(true))).toBe('Yes');
    expect(answerText(question('FILE', { file: { multiple: true } }), answer(files))).toBe('one.pdf, two.pdf');
    expect(answerText(question('STRING'), answer(null))).toBe('');
  });

  it('tells LIST labels with their clarification, and the other option as its text', () => {
    const source = answer(['a', 'b', '{Other}'], { b: 'Forest', '{Other}': 'Purple' });
    expect(answerText(colours({ multiple: true }), source)).toBe('Red, Green (Forest), Purple');
  });

  it('tells not applicable with its description', () => {
    expect(answerText(question('TEXT'), notApplicable('Not offered'))).toBe('Not Applicable: Not offered');
    expect(answerText(question('TEXT'), notApplicable(null))).toBe('Not Applicable');
  });
});
