import type { QuestionType } from '@shortlist/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildQuestionDefinition } from '../../question-editor';
import { buildAnswer } from '../questionnaire/questionnaire-test-kit';
import { ProductAnswerItem } from './product-answer-item';
import type { ProductAnswersQuestion } from './product-answer-value';

function answered(
  type: QuestionType,
  value: unknown,
  extra: Partial<NonNullable<ProductAnswersQuestion['answer']>> = {},
) {
  const question: ProductAnswersQuestion = {
    questionId: 'q-1',
    mayRequestUpdate: false,
    definition: { ...buildQuestionDefinition('Evidence', type) },
    answer: buildAnswer('q-1', { value, ...extra }),
  };
  render(
    <ul>
      <ProductAnswerItem question={question} onRequestUpdate={() => undefined} />
    </ul>,
  );
  return within(screen.getByRole('listitem'));
}

describe('ProductAnswerItem', () => {
  it('shows each uploaded file as a download named by the file', () => {
    const item = answered('FILE', [
      { id: 'file-1', filename: 'iso-27001.pdf' },
      { id: 'file-2', filename: 'soc2 report.pdf' },
    ]);
    const first = item.getByRole('link', { name: 'iso-27001.pdf' });
    expect(first.getAttribute('href')).toBe('/api/file/file-1');
    expect(first.hasAttribute('download')).toBe(true);
    expect(item.getByRole('link', { name: 'soc2 report.pdf' }).getAttribute('href')).toBe('/api/file/file-2');
  });

  it.each(['URL', 'VIDEO'] as const)('opens a %s answer in a new tab', (type) => {
    const link = answered(type, 'https://acme.example/security').getByRole('link', {
      name: 'https://acme.example/security',
    });
    expect(link.getAttribute('href')).toBe('https://acme.example/security');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('keeps an address that is not http(s) as plain text', () => {
    const item = answered('URL', 'javascript:alert(1)');
    expect(item.queryByRole('link')).toBeNull();
    expect(item.getByText('javascript:alert(1)')).toBeTruthy();
  });

  it('says Not Applicable instead of links when the supplier marked it so', () => {
    const item = answered('FILE', null, { notApplicable: true, notApplicableDescription: 'No audits yet' });
    expect(item.queryByRole('link')).toBeNull();
    expect(item.getByText('Not Applicable: No audits yet')).toBeTruthy();
  });
});
