import { PROJECT_MESSAGES } from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { badInput } from '../../core/errors.js';
import { extensionPoints, type TemplateRow } from '../../core/extensions/index.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import { isUuid } from '../../core/viewer/index.js';
import type { Database, Transaction } from '../../db/client.js';
import { templates } from '../../db/schema/index.js';

const unknownTemplate = () =>
  badInput(PROJECT_MESSAGES.unknownReference, { templateIds: PROJECT_MESSAGES.unknownReference });

/**
 * Spec 2 §3 "template (list of published project templates, create only)": every chosen id must be a PUBLISHED
 * template (the company's own or another firm's); a malformed, missing or unpublished one is bad input on
 * `templateIds` and nothing is written. The templates come back in the order chosen (duplicates already collapsed).
 */
export async function resolveChosenTemplates(db: Database, ids: readonly string[]): Promise<TemplateRow[]> {
  if (ids.length === 0) return [];
  if (!ids.every(isUuid)) throw unknownTemplate();
  const rows = await db
    .select()
    .from(templates)
    .where(and(inArray(templates.id, [...ids]), eq(templates.status, 'PUBLISHED')));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw unknownTemplate();
    return row;
  });
}

/**
 * Gives the project just created what its chosen templates hold, inside the creating transaction: every registered
 * applier in order for each template, templates in the order chosen, one after the other.
 */
export async function applyChosenTemplates(
  tx: Transaction,
  chosen: readonly TemplateRow[],
  created: ProjectRow,
): Promise<void> {
  for (const template of chosen) {
    for (const applier of extensionPoints.templateAppliers.entries()) await applier({ tx, template, created });
  }
}
