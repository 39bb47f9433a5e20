import type { CompanySettings } from '@shortlist/domain';
import type { Database } from '../../db/client.js';
import { projectSettingsFrom, projects } from '../../db/schema/index.js';

export interface ImportDraftOwner {
  companyId: string;
  userId: string;
  /** The company's settings, which the draft takes as a new project takes them (its questions' weights, experts). */
  settings: CompanySettings;
}

/** The empty draft project (kind IMPORT_DRAFT) an import's questions are written into, made by its uploader. */
export async function insertImportDraft(tx: Database, owner: ImportDraftOwner, name: string): Promise<string> {
  const { settings } = owner;
  const [draft] = await tx
    .insert(projects)
    .values({
      companyId: owner.companyId,
      kind: 'IMPORT_DRAFT',
      type: 'RFP',
      status: 'DRAFT',
      name,
      settings: projectSettingsFrom(settings),
      createdBy: owner.userId,
    })
    .returning({ id: projects.id });
  if (!draft) throw new Error('Import draft project was not created');
  return draft.id;
}
