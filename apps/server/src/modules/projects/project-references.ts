import { PROJECT_MESSAGES, type ProjectFormValues } from '@shortlist/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { badInput } from '../../core/errors.js';
import { isUuid, type Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import { clients, files, projectTypes, supplierServiceTypes, users } from '../../db/schema/index.js';

/** How many of the ids are rows of the tenant in this table (ids that are not UUIDs match nothing). */
async function tenantCount(
  db: Database,
  table: PgTable & { id: AnyPgColumn; companyId: AnyPgColumn },
  viewer: Viewer,
  ids: string[],
  extra?: ReturnType<typeof eq>,
): Promise<number> {
  if (ids.length === 0) return 0;
  if (!ids.every(isUuid)) return -1;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), eq(table.companyId, viewer.company.id), extra));
  return rows.length;
}

/**
 * The chosen client, service types, project types and files must be the tenant's; members and brokerage contacts
 * must be active users of the same company. Anything else is bad input on that field, and nothing is written.
 */
export async function assertTenantReferences(db: Database, viewer: Viewer, values: ProjectFormValues): Promise<void> {
  const checks: Array<[string, Parameters<typeof tenantCount>[1], string[], string, ReturnType<typeof eq>?]> = [
    ['clientId', clients, values.clientId ? [values.clientId] : [], PROJECT_MESSAGES.unknownReference],
    ['serviceTypeIds', supplierServiceTypes, values.serviceTypeIds, PROJECT_MESSAGES.unknownReference],
    ['projectServiceTypeIds', projectTypes, values.projectServiceTypeIds, PROJECT_MESSAGES.unknownReference],
    ['files', files, [...new Set(values.files.map((file) => file.id))], PROJECT_MESSAGES.unknownReference],
    [
      'productOwnerIds',
      users,
      values.productOwnerIds,
      PROJECT_MESSAGES.memberOfOtherCompany,
      eq(users.status, 'ACTIVE'),
    ],
    [
      'domainExpertIds',
      users,
      values.domainExpertIds,
      PROJECT_MESSAGES.memberOfOtherCompany,
      eq(users.status, 'ACTIVE'),
    ],
    ['viewerIds', users, values.viewerIds, PROJECT_MESSAGES.memberOfOtherCompany, eq(users.status, 'ACTIVE')],
    [
      'brokerageContacts',
      users,
      [...new Set(values.brokerageContacts.map((contact) => contact.userId))],
      PROJECT_MESSAGES.memberOfOtherCompany,
      eq(users.status, 'ACTIVE'),
    ],
  ];
  for (const [field, table, ids, message, extra] of checks) {
    if (ids.length === 0) continue;
    if ((await tenantCount(db, table, viewer, ids, extra)) !== ids.length)
      throw badInput(message, { [field]: message });
  }
}
