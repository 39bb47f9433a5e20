import { and, eq, exists } from 'drizzle-orm';
import { libraryQuestions } from '../../db/schema/index.js';
import { registerFileReadRule } from '../files/file-access.js';
import { isBuySideUser } from '../projects/project-access.js';
import { hasAttachment } from '../questions/question-attachments.js';

/** Spec 3 §2: library users see every public question, so they open its attachments too, whoever uploaded them. */
registerFileReadRule((db, viewer, fileId) => {
  if (!isBuySideUser(viewer) || !viewer.privileges.has('MANAGE_PROJECT_QUESTIONS')) return null;
  return exists(
    db
      .select({ id: libraryQuestions.id })
      .from(libraryQuestions)
      .where(and(eq(libraryQuestions.isPublic, true), hasAttachment(libraryQuestions.definition, fileId))),
  );
});
