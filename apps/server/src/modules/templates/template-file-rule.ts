import { and, eq, exists } from 'drizzle-orm';
import type { FileReadRule } from '../../core/extensions/index.js';
import { readableTemplateDrafts } from '../../core/tenancy/index.js';
import { projectQuestions, projects } from '../../db/schema/index.js';
import { hasAttachment } from '../questions/index.js';

/** Spec 3 §2: who reads another company's published template opens its questions' attachments too. */
export const templateFileRule: FileReadRule = ({ db, viewer, fileId }) =>
  exists(
    db
      .select({ id: projectQuestions.id })
      .from(projectQuestions)
      .innerJoin(projects, eq(projects.id, projectQuestions.projectId))
      .where(and(readableTemplateDrafts(viewer), hasAttachment(projectQuestions.definition, fileId))),
  );
