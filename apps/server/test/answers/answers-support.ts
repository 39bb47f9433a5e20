import { type ProjectStatus, parseQuestionDefinition, type QuestionDefinition } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import { answers, projectQuestions } from '../../src/db/schema/index.js';
import { withOptionIds } from '../../src/modules/questions/index.js';
import { insertSection } from '../questions/questions-support.js';
import { buildSupplier, inviteProduct, publishedProject } from '../suppliers/supplier-side-support.js';
import type { HttpClient } from '../support/http-client.js';
import { setProjectStatus } from '../support/project-status.js';
import type { TestApp } from '../support/test-app.js';

export const ANSWER =
  'id questionId value secondaryValue notApplicable notApplicableDescription isDraft status version';

export const ANSWER_OPERATIONS = {
  questionnaire: `query Questionnaire($projectId: ID!, $productId: ID!) {
    supplierQuestionnaire(projectId: $projectId, productId: $productId) {
      projectId projectStatus answersMaxLength mayAnswer maySubmit mayImport questionsReadOnly requestedCount
      submissionDeadline questionsSubmissionDeadline
      product { id answersSubmittedAt }
      progress { answered total percent }
      sections { id name questions { id mayChange definition answer { ${ANSWER} } } } } }`,
  save: `mutation Save($input: SaveAnswerInput!) {
    saveAnswer(input: $input) { questionId conflict answer { ${ANSWER} } } }`,
  sectionNotApplicable: `mutation SectionNA($projectId: ID!, $productId: ID!, $sectionId: ID!, $description: String) {
    markSectionNotApplicable(projectId: $projectId, productId: $productId, sectionId: $sectionId,
      description: $description) { ${ANSWER} } }`,
  submit: `mutation Submit($projectId: ID!, $productId: ID!) { submitAnswers(projectId: $projectId, productId: $productId) }`,
} as const;

export interface AnswerShape {
  id: string;
  questionId: string;
  value: unknown;
  secondaryValue: unknown;
  notApplicable: boolean;
  notApplicableDescription: string | null;
  isDraft: boolean;
  status: string | null;
  version: number;
}

export type SaveShape = {
  saveAnswer: { questionId: string; conflict: boolean; answer: AnswerShape | null };
};

const definition = (input: Record<string, unknown>): QuestionDefinition => {
  const parsed = parseQuestionDefinition(input);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return withOptionIds(parsed.definition);
};

/** One question of every kind the tests answer, in a section 'Answers' after the supplier-side questionnaire. */
export const TYPED_QUESTIONS = {
  text: definition({ type: 'STRING', label: 'Company name' }),
  number: definition({ type: 'NUMBER', label: 'Head count', rules: { min: 1, max: 1000 } }),
  email: definition({ type: 'EMAIL', label: 'Sales e-mail' }),
  yesNo: definition({ type: 'BOOLEAN', label: 'Do you offer SSO?', yesAnswerText: 'Which providers?' }),
  list: definition({
    type: 'LIST',
    label: 'Hosting',
    view: 'CHECKBOX',
    multiple: true,
    otherOption: true,
    options: [{ label: 'Cloud' }, { label: 'On premises', clarificationQuestion: true }],
  }),
  file: definition({ type: 'FILE', label: 'Certificates', file: { multiple: true } }),
} as const;

export type TypedQuestion = keyof typeof TYPED_QUESTIONS;

/**
 * A project in AWAITING (or the status given) with the supplier-side questionnaire plus the typed questions, and a
 * supplier whose product has accepted. Question ids by name in `questions`.
 */
export async function answeringScene(testApp: TestApp, status: ProjectStatus = 'AWAITING') {
  const db = testApp.running.app.db;
  const broker = await publishedProject(testApp, 'AWAITING');
  const section = await insertSection(
    db,
    broker.project.id,
    { name: 'Answers', position: 3 },
    Object.entries(TYPED_QUESTIONS).map(([name, question]) => ({
      label: name,
      definition: question,
      status: 'APPROVED',
    })),
  );
  const rows = await db.select().from(projectQuestions).where(eq(projectQuestions.projectId, broker.project.id));
  const questions = Object.fromEntries(
    Object.entries(TYPED_QUESTIONS).map(([name, question]) => [
      name,
      rows.find((row) => row.definition.label === question.label && row.sectionId === section.id)?.id ?? '',
    ]),
  ) as Record<TypedQuestion, string>;
  const supplier = await buildSupplier(testApp, ['Answer Suite']);
  const invitation = await inviteProduct(testApp, broker.project.id, supplier.products[0]?.id ?? '', 'ACCEPTED');
  if (status !== 'AWAITING') await setProjectStatus(db, broker.project.id, status);
  const visible = rows.filter((row) => row.status === 'APPROVED' && !row.isPrivate);
  return { broker, supplier, invitation, section, questions, visibleQuestionIds: visible.map((row) => row.id) };
}

export type AnsweringScene = Awaited<ReturnType<typeof answeringScene>>;

/** Saves one answer of the scene's participation. */
export function save(
  client: HttpClient,
  scene: AnsweringScene,
  questionId: string,
  answer: Record<string, unknown>,
  baseVersion: number | null = null,
  extra: Record<string, unknown> = {},
) {
  return client.graphql<SaveShape>(ANSWER_OPERATIONS.save, {
    input: {
      projectId: scene.broker.project.id,
      productId: scene.invitation.row.id,
      questionId,
      answer,
      baseVersion,
      ...extra,
    },
  });
}

export const storedAnswer = async (testApp: TestApp, scene: AnsweringScene, questionId: string) =>
  (
    await testApp.running.app.db
      .select()
      .from(answers)
      .where(and(eq(answers.projectProductId, scene.invitation.row.id), eq(answers.questionId, questionId)))
  )[0] ?? null;
