import { describe, expect, it } from 'vitest';
import { NO_FILTERS, questionnaireRows } from './questionnaire-rows';
import { buildAnswer, buildQuestion, buildSection } from './questionnaire-test-kit';

const numbered = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => buildQuestion(`${prefix}-${index}`, `${prefix} question ${index}`));

const SECTIONS = [
  buildSection('small', 'Small', [
    ...numbered('pricing', 3),
    buildQuestion('requested', 'Pricing model', { answer: buildAnswer('requested', { status: 'REQUESTED' }) }),
  ]),
  buildSection('large', 'Large', numbered('pricing', 11)),
  buildSection('other', 'Other', numbered('support', 2)),
];

const shape = (rows: ReturnType<typeof questionnaireRows>) =>
  rows.map((row) =>
    row.kind === 'section' ? `${row.section.name} ${row.shown} ${row.expanded ? 'open' : 'closed'}` : row.key,
  );

describe('questionnaireRows', () => {
  it('shows every section expanded with all its questions without filters', () => {
    const rows = questionnaireRows(SECTIONS, NO_FILTERS, new Map());
    expect(rows).toHaveLength(3 + 4 + 11 + 2);
    expect(shape(rows).filter((row) => row.includes(' '))).toEqual(['Small 4 open', 'Large 11 open', 'Other 2 open']);
  });

  it('keeps the questions whose label has every word of the keyword; sections over 10 of them start collapsed', () => {
    const rows = questionnaireRows(SECTIONS, { keyword: 'QUESTION pricing', requestedOnly: false }, new Map());
    expect(shape(rows)).toEqual(['Small 3 open', 'pricing-0', 'pricing-1', 'pricing-2', 'Large 11 closed']);
  });

  it('shows only requested updates with the switch, and follows the supplier’s own expanding', () => {
    const requested = questionnaireRows(SECTIONS, { keyword: '', requestedOnly: true }, new Map());
    expect(shape(requested)).toEqual(['Small 1 open', 'requested']);
    const collapsed = questionnaireRows(SECTIONS, NO_FILTERS, new Map([['small', false]]));
    expect(shape(collapsed).slice(0, 2)).toEqual(['Small 4 closed', 'Large 11 open']);
  });
});
