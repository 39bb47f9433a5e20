import { and, eq, sql } from 'drizzle-orm';
import { libraryQuestions } from '../../db/schema/index.js';
import { registerFileReadRule } from '../files/files.policy.js';
import { isBuySideUser } from '../projects/project-access.js';
import { hasAttachment } from '../questions/question-attachments.js';

/** Spec 3 §2: library users see every public question, so they open its attachments too, whoever uploaded them. */
registerFileReadRule(async (db, viewer, fileId) => {
  if (!isBuySideUser(viewer) || !viewer.privileges.has('MANAGE_PROJECT_QUESTIONS')) return false;
  const found = await db
    .select({ one: sql`1` })
    .from(libraryQuestions)
    .where(and(eq(libraryQuestions.isPublic, true), hasAttachment(libraryQuestions.definition, fileId)))
    .limit(1);
  return found.length > 0;
});
