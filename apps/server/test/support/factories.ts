import { DEFAULT_COMPANY_SETTINGS, TERMS_VERSION, type Privilege } from '@shortlist/domain';
import type { Database } from '../../src/db/client.js';
import { companies, roles, users } from '../../src/db/schema/index.js';
import { hashPassword } from '../../src/platform/security/passwords.js';

export const TEST_PASSWORD = 'Secret#123';
let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence++).toString(36)}`;

export async function buildCompany(db: Database, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [company] = await db
    .insert(companies)
    .values({ name: `Company ${next()}`, kind: 'BROKER', settings: DEFAULT_COMPANY_SETTINGS, ...overrides })
    .returning();
  if (!company) throw new Error('company not built');
  return company;
}

export async function buildRole(
  db: Database,
  companyId: string | null,
  privileges: Privilege[],
  overrides: Partial<typeof roles.$inferInsert> = {},
) {
  const [role] = await db
    .insert(roles)
    .values({ name: `Role ${next()}`, companyId, privileges, ...overrides })
    .returning();
  if (!role) throw new Error('role not built');
  return role;
}

/** An active user (by default a broker with no privileges who has accepted the current terms) and their company. */
export async function buildUser(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> & { privileges?: Privilege[] } = {},
) {
  const { privileges = [], ...values } = overrides;
  const companyId = values.companyId ?? (await buildCompany(db)).id;
  const role = await buildRole(db, companyId, privileges);
  const [user] = await db
    .insert(users)
    .values({
      email: `user-${next()}@example.com`,
      type: 'BROKER',
      status: 'ACTIVE',
      firstName: 'Test',
      lastName: 'User',
      passwordHash: await hashPassword(TEST_PASSWORD),
      termsVersion: TERMS_VERSION,
      roleId: role.id,
      companyId,
      ...values,
    })
    .returning();
  if (!user) throw new Error('user not built');
  return { user, role, password: TEST_PASSWORD };
}
