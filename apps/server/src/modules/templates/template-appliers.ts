import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Database } from '../../db/client.js';
import type { templates } from '../../db/schema/index.js';

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Adds what a template gives a new project (its sections and questions, kept in the template's draft project) to
 * the project just created, inside the creating transaction; a throw rolls the creation back.
 */
export type TemplateApplier = (tx: TemplateTransaction, template: TemplateRow, created: ProjectRow) => Promise<void>;

const appliers: TemplateApplier[] = [];

/** Later areas (sections and questions: questions/questionnaire-copiers.ts) register here at module load. */
export function registerTemplateApplier(applier: TemplateApplier): () => void {
  appliers.push(applier);
  return () => {
    const index = appliers.indexOf(applier);
    if (index >= 0) appliers.splice(index, 1);
  };
}

/** Runs every registered applier for each template, templates in the order chosen, one after the other. */
export async function applyTemplates(
  tx: TemplateTransaction,
  chosen: readonly TemplateRow[],
  created: ProjectRow,
): Promise<void> {
  for (const template of chosen) {
    for (const applier of appliers) await applier(tx, template, created);
  }
}
