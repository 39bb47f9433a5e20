import {
  isCopyOrigin,
  originBaseRefusal,
  originRefusal,
  PROJECT_ORIGIN_MESSAGES,
  type ProjectOrigin,
  type ProjectType,
} from '@shortlist/domain';
import { inArray } from 'drizzle-orm';
import { badInput, forbidden, notFound } from '../../core/errors.js';
import { extensionPoints, type ProjectCopyContext, type ProjectCopyOptions } from '../../core/extensions/index.js';
import { findProject, type ProjectRow, tenantProjects } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database, Transaction } from '../../db/client.js';
import { projects } from '../../db/schema/index.js';

/** Spec 2 §7 Create project, copy settings: the base project, the origin and what to copy of it. */
export interface ProjectCopyArgs {
  id: string;
  origin: ProjectOrigin;
  copyApprovers?: boolean | null;
  copyQuestionsStatus?: boolean | null;
  copyQuestionsWeight?: boolean | null;
  copyProducts?: boolean | null;
  nextIteration?: boolean | null;
}

/** A copy checked against its base: ready to be stored with the new project. */
export interface ProjectCopy {
  base: ProjectRow;
  options: ProjectCopyOptions;
}

const refuse = (message: string) => badInput(message, { copy: message });

/**
 * Spec 2 §2, §6: cloning is admin only (MANAGE_ALL_PROJECTS, else forbidden); the base must be a project the viewer
 * sees (else not found) and must allow the origin (else bad input). Nothing is written.
 */
export async function resolveProjectCopy(db: Database, viewer: Viewer, args: ProjectCopyArgs): Promise<ProjectCopy> {
  const { origin } = args;
  if (origin === 'IMPORT') return resolveImportCopy(db, viewer, args.id);
  if (origin === 'CLONE' && !viewer.privileges.has('MANAGE_ALL_PROJECTS')) throw forbidden();
  const base = await findProject(db, viewer, args.id);
  const refusal = originBaseRefusal(origin, base);
  if (refusal !== null || !isCopyOrigin(origin)) throw refuse(refusal ?? PROJECT_ORIGIN_MESSAGES.importHasNoBase);
  const nextIteration = origin === 'NEXT_ITERATION';
  if (args.nextIteration && !nextIteration) throw refuse(PROJECT_ORIGIN_MESSAGES.nextIterationFlag);
  return {
    base,
    options: {
      origin,
      copyApprovers: args.copyApprovers ?? nextIteration,
      copyQuestionsStatus: args.copyQuestionsStatus ?? nextIteration,
      copyQuestionsWeight: args.copyQuestionsWeight ?? nextIteration,
      copyProducts: args.copyProducts ?? false,
      nextIteration,
    },
  };
}

/**
 * Spec 3 §5 Create project from an import: the import's draft (found by the module that keeps imports, which refuses
 * another user's) gives its sections and questions, their weights kept, their statuses as a new project's. It is
 * no base project: the new one keeps only its origin (spec 2 §2 banner).
 */
async function resolveImportCopy(db: Database, viewer: Viewer, importId: string): Promise<ProjectCopy> {
  for (const source of extensionPoints.importedProjects.entries()) {
    const base = await source({ db, viewer, importId });
    if (base) {
      const flags = { copyApprovers: false, copyQuestionsStatus: false, copyProducts: false, nextIteration: false };
      return { base, options: { origin: 'IMPORT', ...flags, copyQuestionsWeight: true } };
    }
  }
  throw notFound('Import');
}

/** The origin's rule on the new project's type (RFP from an RFI, PANEL for the next iteration); any type for IMPORT. */
export function assertCopyType(copy: ProjectCopy, type: ProjectType): void {
  if (copy.options.origin === 'IMPORT') return;
  const refusal = originRefusal(copy.options.origin, copy.base, type);
  if (refusal !== null) throw badInput(refusal, { type: refusal });
}

/** The columns a copy sets on the new project: its base and origin. */
export const copyColumns = (copy: ProjectCopy | null) =>
  copy ? { baseProjectId: copy.options.origin === 'IMPORT' ? null : copy.base.id, origin: copy.options.origin } : {};

/** The next iteration keeps the base's answer length (spec 2 §4); every other project starts without one. */
export const copiedAnswersMaxLength = (copy: ProjectCopy | null): number | null =>
  copy?.options.origin === 'NEXT_ITERATION' ? copy.base.settings.answersMaxLength : null;

/**
 * Runs every registered copier in order, one after the other, inside the creating transaction; each sees the ids
 * the earlier ones copied.
 */
export async function runProjectCopiers(tx: Transaction, copy: ProjectCopy, created: ProjectRow) {
  const context: ProjectCopyContext = {
    tx,
    base: copy.base,
    created,
    options: copy.options,
    copied: { sections: new Map(), questions: new Map(), projectProducts: new Map() },
  };
  for (const copier of extensionPoints.projectCopiers.entries()) await copier(context);
}

export interface ProjectBase {
  id: string;
  name: string;
  type: ProjectType;
}

/**
 * The bases of a page of projects in one query, through the tenant rule: a base that is gone or out of the viewer's
 * sight is missing from the result (the field then answers null).
 */
export async function findBaseProjects(db: Database, viewer: Viewer, ids: readonly string[]): Promise<ProjectBase[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: projects.id, name: projects.name, type: projects.type })
    .from(projects)
    .where(tenantProjects(viewer, inArray(projects.id, [...ids])));
}
