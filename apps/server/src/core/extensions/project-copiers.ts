import type { ProjectOrigin } from '@shortlist/domain';
import type { Transaction } from '../../db/client.js';
import type { ProjectRow } from './project-row.js';

/** What the copiers are told; a flag left out is on for the next iteration of a Panel (spec 2 §4 Restart Panel). */
export interface ProjectCopyOptions {
  origin: ProjectOrigin;
  copyApprovers: boolean;
  copyQuestionsStatus: boolean;
  copyQuestionsWeight: boolean;
  copyProducts: boolean;
  nextIteration: boolean;
}

/** Old id (in the base) → new id (in the created project) of each kind of row the copiers make. */
export interface CopiedIds {
  sections: Map<string, string>;
  questions: Map<string, string>;
  projectProducts: Map<string, string>;
}

/**
 * One copy of a base project into the project just created, shared by every copier in turn: each adds the ids of
 * what it made to `copied`, so a later copier (answers, scores…) can find the new row of an old one.
 */
export interface ProjectCopyContext {
  tx: Transaction;
  base: ProjectRow;
  created: ProjectRow;
  options: ProjectCopyOptions;
  copied: CopiedIds;
}

/** Copies part of the base into the project just created, in the creating transaction (sections, questions…). */
export type ProjectCopier = (context: ProjectCopyContext) => Promise<void>;
