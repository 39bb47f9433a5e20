import type { QuestionDefinition } from '@shortlist/domain';
import { type AnyColumn, isNotNull, or, sql } from 'drizzle-orm';
import { answers, projectQuestions, projects } from '../../../db/schema/index.js';
import { type AnswerView, answerView, answerViewColumns } from '../answer-view.js';

/** An answer of the supplier's in another project, with the question it answered there (spec 2 §4 reuse). */
export interface ReusedAnswer {
  projectId: string;
  projectName: string;
  definition: QuestionDefinition;
  answer: AnswerView;
}

/** A question's label, lower-cased. */
export const questionLabel = (definition: AnyColumn) => sql<string>`lower(${definition} ->> 'label')`;

/** Answers with something to reuse: a value or not applicable (an answer kept empty has nothing). */
export const answerHasContent = or(isNotNull(answers.value), answers.notApplicable);

/** The columns of a ReusedAnswer: the source project, question (`projectQuestions`) and answer. */
export const reusedAnswerColumns = {
  projectId: projects.id,
  projectName: projects.name,
  definition: projectQuestions.definition,
  answer: answerViewColumns,
};

type ReusedAnswerRow = Omit<ReusedAnswer, 'answer'> & { answer: Parameters<typeof answerView>[0] };

export const reusedAnswer = <Row extends ReusedAnswerRow>(row: Row) => ({ ...row, answer: answerView(row.answer) });
