import { and, eq, exists } from 'drizzle-orm';
import type { FileReadRule } from '../../core/extensions/index.js';
import { isBuySideUser } from '../../core/tenancy/index.js';
import { libraryQuestions } from '../../db/schema/index.js';
import { hasAttachment } from '../questions/index.js';

/** Spec 3 §2: library users see every public question, so they open its attachments too, whoever uploaded them. */
export const libraryFileRule: FileReadRule = ({ db, viewer, fileId }) => {
  if (!isBuySideUser(viewer) || !viewer.privileges.has('MANAGE_PROJECT_QUESTIONS')) return null;
  return exists(
    db
      .select({ id: libraryQuestions.id })
      .from(libraryQuestions)
      .where(and(eq(libraryQuestions.isPublic, true), hasAttachment(libraryQuestions.definition, fileId))),
  );
};
