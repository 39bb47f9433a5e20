import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { roles, users } from '../../db/schema/index.js';

/** The people to contact about a company: its active users who manage its users. */
export async function companyKeyPersons(db: Database, companyId: string) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.status, 'ACTIVE'),
        arrayContains(roles.privileges, ['MANAGE_USERS']),
      ),
    )
    .orderBy(asc(users.createdAt));
  return rows.map((row) => ({ id: row.id, email: row.email, name: `${row.firstName} ${row.lastName}` }));
}
