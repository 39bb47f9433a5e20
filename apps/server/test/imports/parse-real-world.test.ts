import { parseQuestionDefinition, type QuestionDefinition } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import type { QuestionnaireView } from '../../src/modules/answers/index.js';
import { buildAnswersWorkbook } from '../../src/modules/answers/index.js';
import { newWorkbook } from '../../src/platform/xlsx/index.js';
import { labelsBySection, NO_QUESTION_COLUMN, parsedFile, sheetOf } from './parse-support.js';

const valid = (input: unknown): QuestionDefinition => {
  const result = parseQuestionDefinition(input);
  if (!result.ok) throw new Error(JSON.stringify(result.fieldErrors));
  return result.definition;
};

describe('the parser reads the question sheets people have', () => {
  it('an RFP requirements sheet: a title above the header, merged category cells, extra columns, blank rows', async () => {
    const workbook = await newWorkbook();
    const sheet = workbook.addWorksheet('Requirements');
    sheet.addRow(['Acme Corp: CRM replacement RFP']);
    sheet.addRow(['Issued 1 March 2026']);
    sheet.addRow([]);
    sheet.addRow(['Ref', 'Vendor response', 'Requirement', 'Category', 'Priority', 'Answer type', 'Choices', 'Notes']);
    sheet.addRow(['R1', '', 'Is the product offered as SaaS?', 'Hosting', 'Must', 'Yes/No', '', '']);
    sheet.addRow([
      'R2',
      '',
      'Which regions can host our data?',
      '',
      'Should',
      'Checkboxes (all that apply)',
      '- EU\n- US\n- APAC',
      'All that apply',
    ]);
    sheet.addRow([]);
    sheet.addRow(['R3', '', 'Describe your backup process.', 'Operations', 'Must', 'free text', '', '']);
    sheet.addRow(['R4', '', 'What is your uptime commitment?', '', 'Must', 'numeric', '', 'In percent']);
    sheet.addRow(['R5']);
    sheet.mergeCells('D5:D6');
    sheet.mergeCells('D8:D9');
    const parsed = await parsedFile(workbook);
    expect(parsed.skipped).toEqual([]);
    expect(labelsBySection(parsed)).toEqual([
      ['Hosting', ['Is the product offered as SaaS?', 'Which regions can host our data?']],
      ['Operations', ['Describe your backup process.', 'What is your uptime commitment?']],
    ]);
    const [hosting, operations] = parsed.sections;
    expect(hosting?.questions.map((question) => question.definition.type)).toEqual(['BOOLEAN', 'LIST']);
    expect(hosting?.questions[1]?.definition).toMatchObject({
      multiple: true,
      helperText: 'All that apply',
      options: [{ label: 'EU' }, { label: 'US' }, { label: 'APAC' }],
    });
    expect(operations?.questions.map((question) => question.definition.type)).toEqual(['TEXT', 'NUMBER']);
  });

  it('a numbered questionnaire: "2 Security" alone on its row starts a section; "1.2 How…" loses its number', async () => {
    const workbook = await sheetOf('Vendor questionnaire', [
      ['No.', 'Question', 'Weight (1-5)'],
      [1, 'General'],
      ['1.1', 'Do you have a named account manager?', 2],
      ['1.2', 'How long have you been trading?', 1],
      ['', '2 Security'],
      ['', '2.1 How do you encrypt data at rest?', 5],
      ['', '2.2. Who can reach our data?', null],
      ['', '3 users at most can be admins: is that a limit?', null],
      ['', '3. Describe your roadmap.', 4],
    ]);
    const parsed = await parsedFile(workbook);
    expect(parsed.skipped).toEqual([]);
    expect(labelsBySection(parsed)).toEqual([
      ['General', ['Do you have a named account manager?', 'How long have you been trading?']],
      [
        'Security',
        [
          'How do you encrypt data at rest?',
          'Who can reach our data?',
          '3 users at most can be admins: is that a limit?',
          'Describe your roadmap.',
        ],
      ],
    ]);
    expect(parsed.sections[1]?.questions.map((question) => question.weight)).toEqual([5, null, null, 4]);
    expect(parsed.sections[0]?.questions[0]?.definition.type).toBe('TEXT');
  });

  it('a sheet per section, no section column; a hidden sheet, a read-me and a cover page are left out', async () => {
    const workbook = await newWorkbook();
    workbook.addWorksheet('Read me').addRow(['Question', 'Answer every question in the sheets that follow']);
    const cover = workbook.addWorksheet('Cover');
    cover.addRow(['Acme Corp security review']);
    cover.addRow(['Please return by 1 May']);
    for (const [name, questions] of [
      ['Security', ['Do you run penetration tests?', 'Do you hold ISO 27001?']],
      ['Pricing', ['What does a seat cost per year?']],
    ] as const) {
      const sheet = workbook.addWorksheet(name);
      sheet.addRow(['Weighting', 'Question text', 'Guidance']);
      for (const question of questions) sheet.addRow([3, question, 'Be specific']);
    }
    const hidden = workbook.addWorksheet('Lists', { state: 'hidden' });
    hidden.addRow(['Question']).commit();
    hidden.addRow(['Not a question']);
    const parsed = await parsedFile(workbook);
    expect(parsed.skipped).toEqual([{ sheet: 'Cover', row: 1, reason: NO_QUESTION_COLUMN }]);
    expect(labelsBySection(parsed)).toEqual([
      ['Security', ['Do you run penetration tests?', 'Do you hold ISO 27001?']],
      ['Pricing', ['What does a seat cost per year?']],
    ]);
    expect(parsed.sections[0]?.questions[0]).toMatchObject({ weight: 3, definition: { helperText: 'Be specific' } });
  });

  it('a plain list: one column of numbered questions, no header, blank rows between', async () => {
    const workbook = await sheetOf('Due diligence', [
      ['1. Who owns your company?'],
      [],
      ['2. Have you been fined in the last five years?'],
      ['3) Name two customers we may call.'],
    ]);
    const parsed = await parsedFile(workbook);
    expect(parsed.skipped).toEqual([]);
    expect(labelsBySection(parsed)).toEqual([
      [
        'Due diligence',
        ['Who owns your company?', 'Have you been fined in the last five years?', 'Name two customers we may call.'],
      ],
    ]);
    expect(parsed.sections[0]?.questions.every((question) => question.definition.type === 'TEXT')).toBe(true);
  });

  it('a plain list written all in bold: bold is no heading when the next row is bold too', async () => {
    const workbook = await sheetOf('Legal', [['Do you carry liability insurance'], ['Name your auditor']]);
    for (const cell of ['A1', 'A2']) {
      const target = workbook.getWorksheet('Legal')?.getCell(cell);
      if (target) target.font = { bold: true };
    }
    expect(labelsBySection(await parsedFile(workbook))).toEqual([
      ['Legal', ['Do you carry liability insurance', 'Name your auditor']],
    ]);
  });

  it('a heading merged across the row or bold on its own starts a section; a category holds for the rows below it', async () => {
    const workbook = await sheetOf('Checklist', [
      ['Question', 'Type', 'Options', 'Category'],
      ['Onboarding'],
      ['Do you offer training?', 'Yes / No', '', ''],
      ['Which formats do you offer?', 'Multiple choice', 'On site; Online; Recorded', ''],
      ['Support'],
      ['When is support open?', 'Single choice', '24/7; Office hours', 'Service desk'],
      ['How fast do you answer a P1 ticket?', 'Short text', '', ''],
      ['Pricing'],
      ['Are prices quoted with VAT?', 'Yes / No', '', ''],
    ]);
    const sheet = workbook.getWorksheet('Checklist');
    sheet?.mergeCells('A2:D2');
    sheet?.mergeCells('A5:C5');
    if (sheet) sheet.getCell('A8').font = { bold: true };
    const parsed = await parsedFile(workbook);
    expect(parsed.skipped).toEqual([]);
    expect(labelsBySection(parsed)).toEqual([
      ['Onboarding', ['Do you offer training?', 'Which formats do you offer?']],
      ['Service desk', ['When is support open?', 'How fast do you answer a P1 ticket?']],
      ['Pricing', ['Are prices quoted with VAT?']],
    ]);
  });

  it("this product's own answers export: its sections, labels, types and choices", async () => {
    const questions = [
      valid({ type: 'BOOLEAN', label: 'Do you offer single sign-on?' }),
      valid({
        type: 'LIST',
        label: 'Which identity providers?',
        multiple: true,
        options: [{ label: 'Okta' }, { label: 'Azure AD' }],
      }),
      valid({ type: 'NUMBER', label: 'How many admins may a customer have?', rules: { min: 1, max: 50 } }),
      valid({ type: 'TEXT', label: 'Describe your roadmap.' }),
      valid({
        type: 'LIST',
        label: 'Preferred contract length?',
        options: [{ label: '1 year' }, { label: '3 years' }],
      }),
    ];
    const sections = [
      { name: 'Identity', questions: questions.slice(0, 3) },
      { name: 'Commercial', questions: questions.slice(3) },
    ];
    // The exporter reads only the project's answer length and the sections' questions and answers.
    const view = {
      project: { settings: { answersMaxLength: 2000 } },
      sections: sections.map((section, s) => ({
        id: `s${s}`,
        name: section.name,
        description: '',
        questions: section.questions.map((definition, q) => ({ id: `q${s}${q}`, definition, answer: null })),
      })),
    } as unknown as QuestionnaireView;
    const parsed = await parsedFile(await buildAnswersWorkbook(view));
    expect(parsed.skipped).toEqual([]);
    expect(parsed.sections.map((section) => section.name)).toEqual(['Identity', 'Commercial']);
    expect(parsed.sections.flatMap((section) => section.questions.map((question) => question.definition))).toEqual(
      questions.map((definition) =>
        definition.type === 'LIST' ? { ...definition, view: definition.multiple ? 'CHECKBOX' : 'SELECT' } : definition,
      ),
    );
  });
});
