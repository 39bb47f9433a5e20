import { type AnswerProgress, answerProgress, type QuestionDefinition } from '@shortlist/domain';
import type {
  QuestionDefinitionFieldsFragment,
  SupplierAnswerFieldsFragment,
  SupplierQuestionnaireQuery,
} from '../../../gql/graphql';
import { fragmentOfDefinition } from '../../question-editor';
import type { AnswerDraft } from '../inputs/answer-draft';

/** The questionnaire as the server sends it: each question's definition one JSON value. */
export type ServedQuestionnaire = SupplierQuestionnaireQuery['supplierQuestionnaire'];
type ServedSection = ServedQuestionnaire['sections'][number];
type ServedQuestion = ServedSection['questions'][number];

/** The questionnaire as the page reads it: each definition in the shape the inputs take. */
export type QuestionnaireQuestion = Omit<ServedQuestion, 'definition'> & {
  definition: QuestionDefinitionFieldsFragment;
};
export type QuestionnaireSection = Omit<ServedSection, 'questions'> & { questions: QuestionnaireQuestion[] };
export type Questionnaire = Omit<ServedQuestionnaire, 'sections'> & { sections: QuestionnaireSection[] };
export type SupplierAnswer = SupplierAnswerFieldsFragment;

interface AnsweredQuestion {
  questionId: string;
  answer: SupplierAnswer | null;
}

/** A questionnaire as served or as read: only its questions' ids and answers matter to the counts below. */
interface AnsweredQuestionnaire<Question extends AnsweredQuestion = AnsweredQuestion> {
  sections: ReadonlyArray<{ questions: Question[] }>;
}

const readQuestions = new WeakMap<ServedQuestion, QuestionnaireQuestion>();

/**
 * The served questionnaire as the page reads it. A question is converted once per object the cache hands out, so an
 * unchanged question stays the same object (and its row is not rendered again) when another answer is written.
 */
export function readableQuestionnaire(served: ServedQuestionnaire): Questionnaire {
  return { ...served, sections: readableSections(served.sections) };
}

/** Served sections as the page reads them (see readableQuestionnaire); the buy side's preview sends the same. */
export function readableSections(sections: readonly ServedSection[]): QuestionnaireSection[] {
  const readable = (question: ServedQuestion) => {
    let read = readQuestions.get(question);
    if (!read) {
      read = { ...question, definition: fragmentOfDefinition(question.definition as QuestionDefinition) };
      readQuestions.set(question, read);
    }
    return read;
  };
  return sections.map((section) => ({ ...section, questions: section.questions.map(readable) }));
}

/** The questionnaire's questions by id. */
export const questionIndex = <Question extends AnsweredQuestion>(questionnaire: AnsweredQuestionnaire<Question>) =>
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
export function questionnaireProgress(questionnaire: AnsweredQuestionnaire): AnswerProgress {
  const index = questionIndex(questionnaire);
  const questions = [...index.keys()].map((id) => ({ id, status: 'APPROVED' as const }));
  return answerProgress(questions, (id) => index.get(id)?.answer);
}

/** The questionnaire with these answers in place of the ones it held for their questions (null: removed). */
export function withAnswers(
  questionnaire: ServedQuestionnaire,
  answers: ReadonlyMap<string, SupplierAnswer | null>,
): ServedQuestionnaire {
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
