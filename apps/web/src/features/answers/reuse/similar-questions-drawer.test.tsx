import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ANSWER_MESSAGES, type QuestionType } from '@shortlist/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { QuestionDefinitionFieldsFragment, SupplierAnswerFieldsFragment } from '../../../gql/graphql';
import { buildQuestionDefinition } from '../../question-editor';
import { buildAnswer } from '../questionnaire/questionnaire-test-kit';
import { SimilarQuestionsDocument } from './reuse-documents';
import type { ReuseTarget } from './reuse-model';
import { SIMILAR_QUESTIONS_TEXTS, SimilarQuestionsDrawer } from './similar-questions-drawer';

const VARIABLES = { projectId: 'project-1', productId: 'invitation-1', questionId: 'question-1' };

const definition = (label: string, type: QuestionType, fields: Partial<QuestionDefinitionFieldsFragment> = {}) => ({
  ...buildQuestionDefinition(label, type),
  ...fields,
});

const HOSTING = definition('Hosting options', 'LIST', {
  view: 'CHECKBOX',
  multiple: true,
  otherOption: false,
  options: [
    { id: 'o-cloud', label: 'Cloud', clarificationQuestion: false },
    { id: 'o-premises', label: 'On premises', clarificationQuestion: false },
  ],
});

const CERTIFICATES = definition('Hosting certificates', 'FILE', {
  file: { maxSize: null, mimeTypes: [], multiple: true },
});

function related(
  id: string,
  source: QuestionDefinitionFieldsFragment,
  answer: Partial<SupplierAnswerFieldsFragment>,
  similarity: number,
) {
  return {
    __typename: 'RelatedAnswer',
    projectId: `project-of-${id}`,
    projectName: `Earlier RFP ${id}`,
    sectionName: 'Infrastructure',
    similarity,
    definition: source,
    answer: buildAnswer(`question-${id}`, { id: `answer-${id}`, ...answer }),
  };
}

const mock = (relatedAnswers: unknown[], previousAnswers: unknown[] = []): MockedResponse => ({
  request: { query: SimilarQuestionsDocument, variables: VARIABLES },
  result: { data: { relatedAnswers, previousAnswers } },
});

function renderDrawer(
  mocks: MockedResponse[],
  question: Partial<ReuseTarget> = {},
  projectMaxLength: number | null = null,
) {
  const onApply = vi.fn();
  const onClose = vi.fn();
  const target: ReuseTarget = {
    questionId: 'question-1',
    definition: definition('Hosting', 'STRING'),
    answer: null,
    ...question,
  };
  render(
    <MockedProvider mocks={mocks}>
      <SimilarQuestionsDrawer
        projectId="project-1"
        productId="invitation-1"
        question={target}
        projectMaxLength={projectMaxLength}
        onApply={onApply}
        open
        onClose={onClose}
      />
    </MockedProvider>,
  );
  const drawer = within(screen.getByRole('dialog', { name: SIMILAR_QUESTIONS_TEXTS.title }));
  return { drawer, onApply, onClose };
}

const itemOf = async (label: string) => {
  const heading = await screen.findByRole('heading', { name: label });
  return within(heading.closest('li') as HTMLElement);
};

describe('SimilarQuestionsDrawer', () => {
  it('lists each related answer with its project, section, text and similarity, and applies it converted', async () => {
    const { onApply, onClose } = renderDrawer([
      mock([related('a', HOSTING, { value: ['o-cloud', 'o-premises'] }, 0.9)]),
    ]);
    const item = await itemOf('Hosting options');
    expect(item.getByText('Earlier RFP a · Infrastructure')).toBeTruthy();
    expect(item.getByText('Cloud, On premises')).toBeTruthy();
    const meter = item.getByRole('meter', { name: 'Similarity' });
    expect(meter.getAttribute('aria-valuenow')).toBe('4');
    fireEvent.click(item.getByRole('button', { name: /^Apply/ }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ value: 'Cloud, On premises', notApplicable: false }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('warns when the answer cannot be applied to this question, and Apply is disabled', async () => {
    const files = [{ id: 'file-1', filename: 'iso27001.pdf' }];
    const { onApply } = renderDrawer([mock([related('b', CERTIFICATES, { value: files }, 0.6)])]);
    const item = await itemOf('Hosting certificates');
    expect(item.getByText('iso27001.pdf')).toBeTruthy();
    expect(item.getByText(ANSWER_MESSAGES.notApplicableToApply)).toBeTruthy();
    expect(item.getByRole('button', { name: /^Apply/ })).toHaveProperty('disabled', true);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('blocks an answer that would not be valid here with "The answer is not valid"', async () => {
    const longText = 'Our own data centres in Frankfurt and Dublin, '.repeat(4);
    renderDrawer([mock([related('c', definition('Hosting details', 'TEXT'), { value: longText }, 0.7)])], {}, 100);
    const item = await itemOf('Hosting details');
    expect(item.getByText(ANSWER_MESSAGES.notValid)).toBeTruthy();
    expect(item.getByRole('button', { name: /^Apply/ })).toHaveProperty('disabled', true);
  });

  it('shows the earlier iteration’s answer with the change wording, and says when nothing similar was found', async () => {
    const previous = {
      __typename: 'PreviousAnswer',
      questionId: 'question-1',
      projectId: 'project-0',
      projectName: 'Panel 2029',
      definition: definition('Hosting', 'STRING'),
      answer: buildAnswer('question-0', { id: 'answer-0', value: 'Cloud' }),
    };
    const current = { value: 'Cloud', secondaryValue: null, notApplicable: false, notApplicableDescription: null };
    const { drawer, onApply } = renderDrawer([mock([], [previous])], { answer: current });
    expect(await drawer.findByText(SIMILAR_QUESTIONS_TEXTS.empty)).toBeTruthy();
    const section = within(drawer.getByRole('region', { name: 'Previous answer in Panel 2029' }));
    expect(section.getByText('Cloud')).toBeTruthy();
    expect(section.getByLabelText('Changes since then: no changes')).toBeTruthy();
    fireEvent.click(section.getByRole('button', { name: /^Apply/ }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ value: 'Cloud' }));
  });
});
