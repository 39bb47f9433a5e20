import { clientSchema } from '@shortlist/domain';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { notFound, parseInput } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';
import { clients } from '../../db/schema/index.js';
import { assertBuySideTenant } from './admin-access.js';
import { type ClientRow, getClient } from './client-queries.js';

export async function createClient(app: AppContext, viewer: Viewer, input: unknown): Promise<ClientRow> {
  assertBuySideTenant(viewer);
  const values = parseInput(clientSchema, input);
  const [row] = await app.db
    .insert(clients)
    .values({ ...values, companyId: viewer.company.id })
    .returning();
  if (!row) throw new Error('Client was not created');
  return row;
}

export async function updateClient(app: AppContext, viewer: Viewer, id: string, input: unknown): Promise<ClientRow> {
  await getClient(app, viewer, id);
  const values = parseInput(clientSchema, input);
  const [row] = await app.db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(clients.id, id), eq(clients.companyId, viewer.company.id)))
    .returning();
  if (!row) throw notFound('Client');
  return row;
}

export async function deleteClient(app: AppContext, viewer: Viewer, id: string): Promise<void> {
  await getClient(app, viewer, id);
  await app.db.delete(clients).where(and(eq(clients.id, id), eq(clients.companyId, viewer.company.id)));
}
