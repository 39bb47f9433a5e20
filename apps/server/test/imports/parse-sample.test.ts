import { describe, expect, it } from 'vitest';
import { importQuestionsSample, parseQuestionWorkbook } from '../../src/modules/imports/index.js';
import { readWorkbook } from '../../src/platform/xlsx/index.js';

const common = { helperText: '', attachments: [] };
const text = (type: 'STRING' | 'TEXT', label: string, helperText: string, maxLength: number | null) => ({
  type,
  label,
  helperText,
  attachments: [],
  placeholder: '',
  rules: { maxLength },
});
const pattern = (type: 'EMAIL' | 'URL' | 'VIDEO', label: string, helperText = '') => ({
  ...common,
  type,
  label,
  helperText,
  placeholder: '',
  rules: { pattern: null },
});
const list = (label: string, options: string[], multiple: boolean) => ({
  ...common,
  type: 'LIST',
  label,
  placeholder: '',
  view: multiple ? 'CHECKBOX' : 'SELECT',
  multiple,
  options: options.map((option) => ({ label: option, clarificationQuestion: false })),
  otherOption: false,
});

describe('the sample question file', () => {
  it('is read back exactly: three sections, a question of every type with its options, rules and weight', async () => {
    const workbook = await readWorkbook(await importQuestionsSample());
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Questions', 'Instructions']);
    const parsed = await parseQuestionWorkbook(workbook);
    expect(parsed.skipped).toEqual([]);
    expect(parsed.sections).toEqual([
      {
        name: 'Company',
        questions: [
          { weight: 1, definition: text('STRING', "What is your company's registered name?", 'As registered', 200) },
          { weight: 2, definition: text('TEXT', 'Describe your company and its history.', '', 2000) },
          {
            weight: 3,
            definition: {
              ...common,
              type: 'NUMBER',
              label: 'How many employees does your company have?',
              helperText: 'Full-time',
              placeholder: '',
              rules: { min: 1, max: 1000000 },
              prefix: '',
              suffix: '',
              enableNumberFormatting: false,
            },
          },
          {
            weight: null,
            definition: pattern('EMAIL', 'Who should we contact about this questionnaire?', 'One address'),
          },
          { weight: null, definition: pattern('URL', 'Where can we read more about your company?') },
        ],
      },
      {
        name: 'Product',
        questions: [
          {
            weight: 2,
            definition: {
              ...common,
              type: 'BOOLEAN',
              label: 'Do you offer a free trial?',
              yesAnswerText: '',
              noAnswerText: '',
            },
          },
          { weight: null, definition: pattern('VIDEO', 'Show us a demonstration of your product.', 'A recorded demo') },
          { weight: 4, definition: list('Which deployment do you offer?', ['Cloud', 'On premises', 'Hybrid'], false) },
        ],
      },
      {
        name: 'Security',
        questions: [
          { weight: 5, definition: list('Which certifications do you hold?', ['ISO 27001', 'SOC 2', 'PCI DSS'], true) },
          {
            weight: 3,
            definition: {
              ...common,
              type: 'FILE',
              label: 'Please attach your security policy.',
              helperText: 'PDF preferred',
              file: { maxSize: null, mimeTypes: [], multiple: false },
            },
          },
        ],
      },
    ]);
  });

  it('has a frozen bold header explained in notes, a Type drop-down of every type, and its instructions', async () => {
    const workbook = await readWorkbook(await importQuestionsSample());
    const sheet = workbook.getWorksheet('Questions');
    const header = sheet?.getRow(1);
    expect(header?.values).toEqual([
      undefined,
      'Section',
      'Question',
      'Type',
      'Options',
      'Weight',
      'Helper text',
      'Min',
      'Max',
      'Max length',
    ]);
    expect(header?.font?.bold).toBe(true);
    expect(sheet?.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet?.getCell('E1').note).toMatch(/whole number from 1 to 5/);
    expect(sheet?.getCell('C40').dataValidation).toMatchObject({
      type: 'list',
      formulae: [
        '"Yes / No,Short text,Long text,Number,Email address,Web link,Video link,File upload,Single choice,Multiple choice"',
      ],
    });
    expect(sheet?.getCell('E999').dataValidation).toMatchObject({
      type: 'whole',
      operator: 'between',
      formulae: [1, 5],
    });
    const guide = workbook.getWorksheet('Instructions');
    const lines = guide?.getColumn(2).values.join('\n');
    expect(lines).toContain("reported as 'The option is not supported yet'");
    expect(lines).toContain('Any of the Options.');
  });
});
