import { type LibraryQuestionPermissions, libraryQuestionReadonlyReason } from '@shortlist/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { notFound } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { libraryQuestions, tags, users } from '../../db/schema/index.js';
import { userName } from '../projects/index.js';
import {
  accessInput,
  assertLibraryUser,
  type CompanyRef,
  type LibraryQuestionRow,
  permissionsOf,
  visibleQuestions,
  visibleTags,
} from './library-access.js';

export interface LibraryTagView {
  id: string;
  label: string;
  isPublic: boolean;
}

/** A library question as the library page shows it (spec 3 §3 Question), with what the viewer may do with it. */
export interface LibraryQuestionView extends LibraryQuestionRow {
  tags: LibraryTagView[];
  creator: { id: string; name: string } | null;
  /** The question belongs to the viewer's company. */
  isOwn: boolean;
  readonlyReason: string | null;
  permissions: LibraryQuestionPermissions;
}

/** A tag as JSON, for aggregating tags into one column. */
export const tagJson = sql`json_build_object('id', ${qualified(tags.id)}, 'label', ${qualified(tags.label)},
  'isPublic', ${qualified(tags.companyId)} is null)`;

/**
 * The columns of a question view: the row, its creator's name (users left-joined on created_by) and its tags the
 * viewer may see, as a correlated subquery. Used by every statement that answers questions.
 */
export function viewColumns(company: CompanyRef) {
  const questionTags = sql<
    LibraryTagView[] | null
  >`(select json_agg(${tagJson} order by lower(${qualified(tags.label)}))
    from ${tags} where ${qualified(tags.id)} = any(${qualified(libraryQuestions.tagIds)}) and ${visibleTags(company)})`;
  return {
    question: libraryQuestions,
    creatorFirstName: users.firstName,
    creatorLastName: users.lastName,
    tags: questionTags,
  };
}

interface ViewRow {
  question: LibraryQuestionRow;
  creatorFirstName: string | null;
  creatorLastName: string | null;
  tags: LibraryTagView[] | null;
}

export function toView(viewer: Viewer, row: ViewRow): LibraryQuestionView {
  const { question } = row;
  const creator =
    question.createdBy && row.creatorFirstName !== null
      ? {
          id: question.createdBy,
          name: userName({ firstName: row.creatorFirstName, lastName: row.creatorLastName ?? '' }),
        }
      : null;
  return {
    ...question,
    tags: row.tags ?? [],
    creator,
    isOwn: question.companyId === viewer.company.id,
    readonlyReason: libraryQuestionReadonlyReason(accessInput(viewer, question)),
    permissions: permissionsOf(viewer, question),
  };
}

/** The views of the questions `ids` the viewer sees, in the order of `ids`: one statement. */
export async function loadQuestionViews(
  db: Database,
  viewer: Viewer,
  ids: readonly string[],
): Promise<LibraryQuestionView[]> {
  assertLibraryUser(viewer);
  const wellFormed = ids.filter(isUuid);
  if (wellFormed.length === 0) return [];
  const rows = await db
    .select(viewColumns(viewer.company.id))
    .from(libraryQuestions)
    .leftJoin(users, eq(users.id, libraryQuestions.createdBy))
    .where(and(inArray(libraryQuestions.id, wellFormed), visibleQuestions(viewer.company.id)));
  const byId = new Map(rows.map((row) => [row.question.id, toView(viewer, row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One question's view (after a change to it); gone meanwhile answers not found. */
export async function loadQuestionView(db: Database, viewer: Viewer, id: string): Promise<LibraryQuestionView> {
  const [view] = await loadQuestionViews(db, viewer, [id]);
  if (!view) throw notFound('Question');
  return view;
}
