import {
  ERROR_CODES,
  type LibraryQuestionAccessInput,
  libraryQuestionPermissions,
  libraryQuestionReadonlyReason,
} from '@shortlist/domain';
import { and, eq, inArray, isNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import { AppError, notFound } from '../../core/errors.js';
import { access } from '../../core/graphql/index.js';
import { assertBuySideUser } from '../../core/tenancy/index.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { libraryQuestions, tags } from '../../db/schema/index.js';

export type LibraryQuestionRow = typeof libraryQuestions.$inferSelect;

/** Spec 3 §2: the library needs MANAGE_PROJECT_QUESTIONS. */
export const libraryUsers = access('MANAGE_PROJECT_QUESTIONS');

/** The viewer's company (its id, or the placeholder of a prepared statement that binds it). */
export type CompanyRef = string | Placeholder;

/** Spec 3 §2: a company sees its own library questions and the public ones, never another company's private ones. */
export const visibleQuestions = (company: CompanyRef): SQL | undefined =>
  or(eq(qualified(libraryQuestions.companyId), company), qualified(libraryQuestions.isPublic));

/** Spec 3 §3: public tags, and the private tags of the company. */
export const visibleTags = (company: CompanyRef): SQL | undefined =>
  or(isNull(qualified(tags.companyId)), eq(qualified(tags.companyId), company));

/** The library belongs to the buy side (broker users, or an administrator acting on behalf of a broker company). */
export const assertLibraryUser = assertBuySideUser;

export const accessInput = (
  viewer: Viewer,
  row: Pick<LibraryQuestionRow, 'isExternal' | 'isPublic' | 'createdBy'>,
): LibraryQuestionAccessInput => ({
  isExternal: row.isExternal,
  isPublic: row.isPublic,
  createdBy: row.createdBy,
  userId: viewer.user.id,
  privileges: viewer.privileges,
});

export const permissionsOf = (viewer: Viewer, row: LibraryQuestionRow) =>
  libraryQuestionPermissions({ ...accessInput(viewer, row), isOwn: row.companyId === viewer.company.id });

/** Spec 3 §6, §8: a read-only question is refused with its reason ('It is an external question…'). */
export function assertEditable(viewer: Viewer, row: LibraryQuestionRow): void {
  const reason = libraryQuestionReadonlyReason(accessInput(viewer, row));
  if (reason) throw new AppError(403, ERROR_CODES.forbidden, reason);
}

/**
 * The library questions the viewer sees among `ids`, in the order of `ids`; any other id (another company's private
 * question, a deleted or malformed one) answers 'Question not found'. One statement.
 */
export async function findLibraryQuestions(
  db: Pick<Database, 'select'>,
  viewer: Viewer,
  ids: readonly string[],
): Promise<LibraryQuestionRow[]> {
  assertLibraryUser(viewer);
  if (!ids.every(isUuid)) throw notFound('Question');
  const rows = await db
    .select()
    .from(libraryQuestions)
    .where(and(inArray(libraryQuestions.id, [...ids]), visibleQuestions(viewer.company.id)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound('Question');
    return row;
  });
}

export async function findLibraryQuestion(db: Pick<Database, 'select'>, viewer: Viewer, id: string) {
  const [row] = await findLibraryQuestions(db, viewer, [id]);
  if (!row) throw notFound('Question');
  return row;
}
