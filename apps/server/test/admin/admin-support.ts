import type { Database } from '../../src/db/client.js';
import { clients, projectTypes, supplierServiceTypes } from '../../src/db/schema/index.js';

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function buildClient(
  db: Database,
  companyId: string,
  overrides: Partial<typeof clients.$inferInsert> = {},
) {
  const [client] = await db
    .insert(clients)
    .values({ name: `Client ${next()}`, website: 'https://client.example', companyId, ...overrides })
    .returning();
  if (!client) throw new Error('client not built');
  return client;
}

export async function buildProjectType(
  db: Database,
  companyId: string,
  overrides: Partial<typeof projectTypes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(projectTypes)
    .values({ label: `Type ${next()}`, companyId, ...overrides })
    .returning();
  if (!row) throw new Error('project type not built');
  return row;
}

export async function buildServiceType(
  db: Database,
  companyId: string,
  overrides: Partial<typeof supplierServiceTypes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(supplierServiceTypes)
    .values({ label: `Service ${next()}`, companyId, ...overrides })
    .returning();
  if (!row) throw new Error('service type not built');
  return row;
}
