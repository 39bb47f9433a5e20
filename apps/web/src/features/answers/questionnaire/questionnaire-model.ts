import { type AnswerProgress, answerProgress } from '@shortlist/domain';
import type { SupplierAnswerFieldsFragment, SupplierQuestionnaireQuery } from '../../../gql/graphql';
import type { AnswerDraft } from '../inputs/answer-draft';

export type Questionnaire = SupplierQuestionnaireQuery['supplierQuestionnaire'];
export type QuestionnaireSection = Questionnaire['sections'][number];
export type QuestionnaireQuestion = QuestionnaireSection['questions'][number];
export type SupplierAnswer = SupplierAnswerFieldsFragment;

/** The questionnaire's questions by id. */
export const questionIndex = (questionnaire: Questionnaire) =>
  new Map(
    questionnaire.sections.flatMap((section) =>
      section.questions.map((question) => [question.questionId, question] as const),
    ),
  );

/** The stored answer as the inputs edit it. */
export const draftOfAnswer = (answer: SupplierAnswer | null): AnswerDraft => ({
  value: answer?.value ?? null,
  secondaryValue: answer?.secondaryValue ?? null,
  notApplicable: answer?.notApplicable ?? false,
  notApplicableDescription: answer?.notApplicableDescription ?? null,
});

/**
 * Spec 2 §4 and §9: the share of questions answered or not applicable, rounded down. The questionnaire holds the
 * approved questions only, so none of them is rejected.
 */
export function questionnaireProgress(questionnaire: Questionnaire): AnswerProgress {
  const index = questionIndex(questionnaire);
  const questions = [...index.keys()].map((id) => ({ id, status: 'APPROVED' as const }));
  return answerProgress(questions, (id) => index.get(id)?.answer);
}

/** The questionnaire with these answers in place of the ones it held for their questions (null: removed). */
export function withAnswers(
  questionnaire: Questionnaire,
  answers: ReadonlyMap<string, SupplierAnswer | null>,
): Questionnaire {
  return {
    ...questionnaire,
    sections: questionnaire.sections.map((section) =>
      section.questions.some((question) => answers.has(question.questionId))
        ? {
            ...section,
            questions: section.questions.map((question) =>
              answers.has(question.questionId)
                ? { ...question, answer: answers.get(question.questionId) ?? null }
                : question,
            ),
          }
        : section,
    ),
  };
}
