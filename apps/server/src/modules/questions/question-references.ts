import { PROJECT_MESSAGES } from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { badInput } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { files, users } from '../../db/schema/index.js';

/**
 * The owner and approver chosen (field → user id) must be active users of the viewer's tenant; anything else is bad
 * input on that field ('Please choose users of your company'), and nothing is written. One statement.
 */
export async function assertCompanyUsers(
  db: Database,
  viewer: Viewer,
  chosen: Record<string, string | null | undefined>,
): Promise<void> {
  const named = Object.entries(chosen).filter((entry): entry is [string, string] => !!entry[1]);
  const ids = [...new Set(named.map(([, id]) => id).filter(isUuid))];
  const found = ids.length
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.companyId, viewer.company.id), eq(users.status, 'ACTIVE')))
    : [];
  const known = new Set(found.map((row) => row.id));
  const refused = named.find(([, id]) => !known.has(id));
  if (refused) {
    throw badInput(PROJECT_MESSAGES.memberOfOtherCompany, { [refused[0]]: PROJECT_MESSAGES.memberOfOtherCompany });
  }
}

interface AttachmentInput {
  id: string;
  filename?: string | null;
}

/**
 * A question's attachments must be files of the viewer's tenant; each gets its stored file name. Unknown ones are bad
 * input on `field`. At most one statement.
 */
export async function tenantAttachments(
  db: Database,
  viewer: Viewer,
  attachments: readonly AttachmentInput[] | null | undefined,
  field: string,
): Promise<Array<{ id: string; filename: string }>> {
  const ids = (attachments ?? []).map((attachment) => attachment.id);
  if (ids.length === 0) return [];
  const refuse = () => badInput(PROJECT_MESSAGES.unknownReference, { [field]: PROJECT_MESSAGES.unknownReference });
  if (!ids.every(isUuid)) throw refuse();
  const rows = await db
    .select({ id: files.id, filename: files.filename })
    .from(files)
    .where(and(inArray(files.id, [...new Set(ids)]), eq(files.companyId, viewer.company.id)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw refuse();
    return row;
  });
}
