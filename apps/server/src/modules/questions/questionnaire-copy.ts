import { randomUUID } from 'node:crypto';
import { DEFAULT_QUESTION_WEIGHT } from '@shortlist/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { projectQuestions, sections } from '../../db/schema/index.js';
import { positionAfterLast } from './positions.js';
import type { ProjectQuestionRow, SectionRow } from './question-access.js';

/** The owner or approver a copy keeps (the same id), or null when the person is dropped. */
export type PersonRule = (userId: string | null) => string | null;
export const keepEveryone: PersonRule = (userId) => userId;
export const keepNobody: PersonRule = () => null;
export const keepOnly =
  (kept: ReadonlySet<string>): PersonRule =>
  (userId) =>
    userId && kept.has(userId) ? userId : null;

/** What a copy keeps of its source (spec 2 §7 copy settings, spec 3 §4 templates, §7 Copy section). */
export interface CopyRules {
  owner: PersonRule;
  approver: PersonRule;
  /** The approval status and reject reason; otherwise PENDING without a reason. */
  keepStatus: boolean;
  /** The weight; otherwise the default weight. */
  keepWeight: boolean;
  /** The copied section's read-only flag (true for sections from a template). */
  isReadonly: (section: SectionRow) => boolean;
}

/** A questionnaire's rows, each list in order. */
export interface QuestionnaireContent {
  sections: SectionRow[];
  questions: ProjectQuestionRow[];
}

/** Old id → new id of each section and question a copy made. */
export interface QuestionnaireCopy {
  sections: Map<string, string>;
  questions: Map<string, string>;
}

/** Questions per insert: well under PostgreSQL's 65,535 parameters whatever the number of questions copied. */
const BATCH = 1000;

async function insertQuestions(db: Database, rows: Array<typeof projectQuestions.$inferInsert>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db.insert(projectQuestions).values(rows.slice(start, start + BATCH));
  }
}

/** A project's sections and questions in order: two statements. */
export async function readQuestionnaire(db: Database, projectId: string): Promise<QuestionnaireContent> {
  const [sectionRows, questions] = await Promise.all([
    db
      .select()
      .from(sections)
      .where(eq(sections.projectId, projectId))
      .orderBy(asc(sections.position), asc(sections.createdAt)),
    db
      .select()
      .from(projectQuestions)
      .where(eq(projectQuestions.projectId, projectId))
      .orderBy(asc(projectQuestions.position), asc(projectQuestions.createdAt)),
  ]);
  return { sections: sectionRows, questions };
}

/** One section and its questions in order. */
export async function readSectionContent(db: Database, section: SectionRow): Promise<QuestionnaireContent> {
  const questions = await db
    .select()
    .from(projectQuestions)
    .where(eq(projectQuestions.sectionId, section.id))
    .orderBy(asc(projectQuestions.position), asc(projectQuestions.createdAt));
  return { sections: [section], questions };
}

/** Everyone named as owner or approver of the rows. */
export const peopleOf = (content: QuestionnaireContent) =>
  [...content.sections, ...content.questions]
    .flatMap((row) => [row.ownerId, row.approverId])
    .filter((id): id is string => !!id);

const questionCopy = (
  question: ProjectQuestionRow,
  rules: CopyRules,
  target: { projectId: string; sectionId: string; position: number },
): typeof projectQuestions.$inferInsert => ({
  ...target,
  sourceQuestionId: question.sourceQuestionId,
  definition: question.definition,
  weight: rules.keepWeight ? question.weight : DEFAULT_QUESTION_WEIGHT,
  ownerId: rules.owner(question.ownerId),
  approverId: rules.approver(question.approverId),
  status: rules.keepStatus ? question.status : 'PENDING',
  rejectReason: rules.keepStatus ? question.rejectReason : null,
  isPrivate: question.isPrivate,
});

/**
 * Appends copies of the questions to the end of a section, in their order, under the rules: two statements (one
 * more per thousand questions).
 */
export async function appendQuestionCopies(
  db: Database,
  questions: readonly ProjectQuestionRow[],
  target: { projectId: string; sectionId: string },
  rules: CopyRules,
): Promise<void> {
  if (questions.length === 0) return;
  const first = await positionAfterLast(db, projectQuestions, eq(projectQuestions.sectionId, target.sectionId));
  const rows = questions.map((question, index) =>
    questionCopy(question, rules, { ...target, position: first + index }),
  );
  await insertQuestions(db, rows);
}

/**
 * Appends copies of the sections (each with its questions, in order) after the project's last section, under the
 * rules; `name` renames a single copied section. Answers the new ids, sections in order. Three statements (one more
 * per thousand questions).
 */
export async function appendSectionCopies(
  db: Database,
  content: QuestionnaireContent,
  projectId: string,
  rules: CopyRules,
  name?: string,
): Promise<QuestionnaireCopy> {
  const questionIds = new Map<string, string>();
  if (content.sections.length === 0) return { sections: new Map(), questions: questionIds };
  const first = await positionAfterLast(db, sections, eq(sections.projectId, projectId));
  const newIds = new Map(content.sections.map((section) => [section.id, randomUUID()]));
  const sectionRows = content.sections.map((section, index): typeof sections.$inferInsert => {
    const ownerId = rules.owner(section.ownerId);
    return {
      id: newIds.get(section.id),
      projectId,
      position: first + index,
      name: name ?? section.name,
      description: section.description,
      ownerId,
      ownerDeadline: ownerId ? section.ownerDeadline : null,
      approverId: rules.approver(section.approverId),
      isReadonly: rules.isReadonly(section),
    };
  });
  const positions = new Map<string, number>();
  const questionRows = content.questions.flatMap((question) => {
    const sectionId = newIds.get(question.sectionId);
    if (!sectionId) return [];
    const position = positions.get(sectionId) ?? 0;
    positions.set(sectionId, position + 1);
    const id = randomUUID();
    questionIds.set(question.id, id);
    return [{ ...questionCopy(question, rules, { projectId, sectionId, position }), id }];
  });
  await db.insert(sections).values(sectionRows);
  await insertQuestions(db, questionRows);
  return { sections: newIds, questions: questionIds };
}
