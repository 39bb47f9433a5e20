import type { Transaction } from '../../db/client.js';
import type { templates } from '../../db/schema/index.js';
import type { ProjectRow } from './project-row.js';

export type TemplateRow = typeof templates.$inferSelect;

export interface TemplateApplyContext {
  /** The creating transaction: a throw rolls the creation back. */
  tx: Transaction;
  template: TemplateRow;
  created: ProjectRow;
}

/**
 * Adds what a template gives a new project (its sections and questions, kept in the template's draft project) to
 * the project just created.
 */
export type TemplateApplier = (context: TemplateApplyContext) => Promise<void>;
