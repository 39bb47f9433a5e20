import { inArray } from 'drizzle-orm';
import { recordAudit } from '../core/audit/index.js';
import type { ProjectRow } from '../core/tenancy/index.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { DEMO_BROKER_USERS } from './demo-accounts.js';

const DEMO_ADDRESS = '203.0.113.10';

/**
 * Issue 38: a few entries of Northwind's audit trail, so that its Audit Trail page has something to read before the
 * recorded actions add their own: a sign-in, a project published and a section weight changed.
 */
export async function seedDemoAudit(tx: Database, brokerId: string, seeded: readonly ProjectRow[]): Promise<void> {
  const emails = [DEMO_BROKER_USERS['Company Administrator']?.email, DEMO_BROKER_USERS['Project Manager']?.email];
  const people = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        emails.filter((email): email is string => email !== undefined),
      ),
    );
  const [owner, pm] = emails.map((email) => people.find((person) => person.email === email));
  const project = seeded.find((row) => row.status !== 'DRAFT') ?? seeded[0];
  if (!owner || !pm || !project) return;
  const actor = (person: { id: string; email: string }) => ({
    userId: person.id,
    email: person.email,
    companyId: brokerId,
    actorCompanyId: null,
    address: DEMO_ADDRESS,
  });
  const ofProject = { id: project.id, name: project.name };
  await recordAudit(tx, actor(owner), { kind: 'auth.signed_in' });
  await recordAudit(tx, actor(pm), {
    kind: 'project.status_changed',
    project: ofProject,
    target: { type: 'project', id: project.id, label: project.name },
    before: { status: 'DRAFT' },
    after: { status: project.status },
  });
  await recordAudit(tx, actor(owner), {
    kind: 'scoring.weight_changed',
    project: ofProject,
    target: { type: 'section', id: 'pricing', label: 'Pricing' },
    before: { weight: 20 },
    after: { weight: 30 },
  });
}
