import { QUESTION_LIST_SIZES, type QuestionDefinition } from '@shortlist/domain';
import { desc, eq } from 'drizzle-orm';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { libraryQuestionVersions, users } from '../../db/schema/index.js';
import { userName } from '../projects/index.js';
import { findLibraryQuestion } from './library-access.js';

/** Spec 3 §3 Question history entry: id, updatedAt, updatedBy name, plus the question fields. */
export interface HistoryEntry {
  id: string;
  version: number;
  updatedAt: Date;
  updatedBy: string | null;
  definition: QuestionDefinition;
}

/**
 * Spec 3 §7 Question history of a library question the viewer sees, newest first, at most 1000 entries (spec 3 §9).
 * Two statements.
 */
export async function libraryQuestionHistory(db: Database, viewer: Viewer, id: string): Promise<HistoryEntry[]> {
  await findLibraryQuestion(db, viewer, id);
  const rows = await db
    .select({ entry: libraryQuestionVersions, firstName: users.firstName, lastName: users.lastName })
    .from(libraryQuestionVersions)
    .leftJoin(users, eq(users.id, libraryQuestionVersions.updatedBy))
    .where(eq(libraryQuestionVersions.questionId, id))
    .orderBy(desc(libraryQuestionVersions.version))
    .limit(QUESTION_LIST_SIZES.history);
  return rows.map(({ entry, firstName, lastName }) => ({
    id: entry.id,
    version: entry.version,
    updatedAt: entry.updatedAt,
    updatedBy: firstName === null ? null : userName({ firstName, lastName: lastName ?? '' }),
    definition: entry.definition,
  }));
}
