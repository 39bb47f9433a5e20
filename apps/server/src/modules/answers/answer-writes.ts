import type { SettledAnswer } from '@shortlist/domain';
import { type AnyColumn, and, eq, inArray, sql } from 'drizzle-orm';
import type { WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../app-context.js';
import { answerRatings, answers, consensusRatings } from '../../db/schema/index.js';
import { type AnswerView, answerView, answerViewColumns } from './answer-view.js';

/*
 * The one write path of answers' values: the single save, the bulk apply and a section marked not applicable all
 * write through here, so what a change of an answer means (who answered, the version, its ratings in every branch)
 * is said once.
 */

/** The database or a transaction in it, named through the app context (the db area has no public surface yet). */
type Database = AppContext['db'];

/** Who writes: the signed-in viewer (only its user is read). */
interface Writer {
  user: { id: string };
}

/** An answer a writer settled, for its question of the participation being written. */
export interface ChangedAnswer {
  questionId: string;
  answer: SettledAnswer;
}

/** What any change of an answer sets besides its value: who and when (its ratings go: see clearingRatings). */
const changeBy = (writer: Writer, at: Date) => ({ answeredAt: at, answeredBy: writer.user.id, updatedAt: at });

/** The answers a write returns, named for the statement that also clears their ratings. */
const writtenAnswers = (db: Database) => db.$with('written');
type WrittenAnswers = WithSubqueryWithSelection<typeof answerViewColumns, 'written'>;

/**
 * Runs a write of answers and, in the same statement, removes the written answers' ratings in every branch (spec 2
 * §4: a changed answer loses its rating). Answers with the answers as written.
 */
async function writeClearingRatings(db: Database, written: WrittenAnswers): Promise<AnswerView[]> {
  const cleared = db.$with('cleared').as(
    db
      .delete(answerRatings)
      .where(inArray(answerRatings.answerId, db.select({ id: written.id }).from(written)))
      .returning({ id: answerRatings.id }),
  );
  // Issue 37 item 4: a consensus settled the ratings of the answer as it was; it goes with them.
  const settled = db.$with('settled').as(
    db
      .delete(consensusRatings)
      .where(inArray(consensusRatings.answerId, db.select({ id: written.id }).from(written)))
      .returning({ id: consensusRatings.id }),
  );
  const rows = await db.with(written, cleared, settled).select().from(written);
  return rows.map(answerView);
}

const nextVersion = () => sql`${answers.version} + 1`;

/**
 * Writes one changed answer: inserted when none was read (`current` null), else updated from the version read (+ 1).
 * Null when it changed meanwhile (another inserted one, or changed or removed the version read): nothing was written.
 */
export async function writeAnswer(
  db: Database,
  writer: Writer,
  projectProductId: string,
  current: Pick<AnswerView, 'id' | 'version'> | null,
  { questionId, answer }: ChangedAnswer,
): Promise<AnswerView | null> {
  const change = { ...answer, ...changeBy(writer, new Date()) };
  if (!current) {
    const [inserted] = await db
      .insert(answers)
      .values({ projectProductId, questionId, ...change })
      .onConflictDoNothing({ target: [answers.projectProductId, answers.questionId] })
      .returning(answerViewColumns);
    return inserted ? answerView(inserted) : null;
  }
  const update = db
    .update(answers)
    .set({ ...change, version: nextVersion() })
    .where(and(eq(answers.id, current.id), eq(answers.version, current.version)))
    .returning(answerViewColumns);
  const [updated] = await writeClearingRatings(db, writtenAnswers(db).as(update));
  return updated ?? null;
}

/** Removes an answer read at its version; false when it changed meanwhile (nothing was removed). */
export async function removeAnswer(db: Database, current: Pick<AnswerView, 'id' | 'version'>): Promise<boolean> {
  const removed = await db
    .delete(answers)
    .where(and(eq(answers.id, current.id), eq(answers.version, current.version)))
    .returning({ id: answers.id });
  return removed.length > 0;
}

/** Answers per statement of a bulk write: 12 parameters each, well inside PostgreSQL's 65,535. */
const BATCH_SIZE = 1000;

/** The value a conflicting insert proposed, for the update of the row it met. */
const excluded = (column: AnyColumn) => sql.raw(`excluded.${column.name}`);

/**
 * Writes changed answers of one participation whatever is stored (the caller has checked what it read): each
 * inserted, or its stored answer updated (version + 1). One statement per 1,000 answers, in one transaction when
 * there are more. Answers with the answers as written, in the order given.
 */
export async function writeAnswers(
  db: Database,
  writer: Writer,
  projectProductId: string,
  changed: readonly ChangedAnswer[],
): Promise<AnswerView[]> {
  const change = changeBy(writer, new Date());
  const write = (target: Database, batch: readonly ChangedAnswer[]) => {
    const upsert = target
      .insert(answers)
      .values(batch.map(({ questionId, answer }) => ({ projectProductId, questionId, ...answer, ...change })))
      .onConflictDoUpdate({
        target: [answers.projectProductId, answers.questionId],
        set: {
          value: excluded(answers.value),
          secondaryValue: excluded(answers.secondaryValue),
          notApplicable: excluded(answers.notApplicable),
          notApplicableDescription: excluded(answers.notApplicableDescription),
          isDraft: excluded(answers.isDraft),
          ...change,
          version: nextVersion(),
        },
      })
      .returning(answerViewColumns);
    return writeClearingRatings(target, writtenAnswers(target).as(upsert));
  };
  if (changed.length === 0) return [];
  if (changed.length <= BATCH_SIZE) return write(db, changed);
  return db.transaction(async (tx) => {
    const written: AnswerView[] = [];
    for (let start = 0; start < changed.length; start += BATCH_SIZE) {
      written.push(...(await write(tx, changed.slice(start, start + BATCH_SIZE))));
    }
    return written;
  });
}
