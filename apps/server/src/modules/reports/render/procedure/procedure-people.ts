import { CONFLICT_TEXTS, PROJECT_RECIPIENT_ROLE_LABELS, type ProjectMemberRole } from '@shortlist/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { projectMembers, users } from '../../../../db/schema/index.js';
import { conflictRecords, sameDomain, supplierDomains } from '../../../answers/index.js';

type Records = Awaited<ReturnType<typeof conflictRecords>>;
type Supplier = { id: string; name: string };

/** A person's latest declaration about one supplier, with how many they made about it. */
export interface PersonDeclaration {
  supplier: string;
  at: Date;
  declaration: string;
  description: string;
  /** Declarations about this supplier in all (the history). */
  count: number;
  /** Issue 37: the person's e-mail domain is one of the supplier's. */
  sameDomain: boolean;
}

/** A conflict admission: who let whom in, for which supplier, why. */
export interface ProcedureAdmission {
  at: Date;
  person: string;
  supplier: string;
  by: string;
  reason: string;
}

export interface ProcedurePerson {
  name: string;
  email: string;
  roles: string[];
  declarations: PersonDeclaration[];
  admissions: ProcedureAdmission[];
}

/** The project's team (owners, experts, viewers), each with their roles. One statement. */
function teamRows(db: Database, projectId: string) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: projectMembers.role,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(eq(projectMembers.projectId, projectId))
    .orderBy(asc(projectMembers.role), asc(projectMembers.position), asc(users.email));
}

const ROLE_ORDER: ProjectMemberRole[] = ['PROJECT_MANAGER', 'DOMAIN_EXPERT', 'VIEWER'];

/** The latest declaration per supplier of one person, with the history count and the domain flag. */
function declarationsOf(
  records: Records,
  userId: string,
  email: string,
  names: Map<string, string>,
  domains: Map<string, string[]>,
): PersonDeclaration[] {
  const bySupplier = new Map<string, { latest: Records['declarations'][number]; count: number }>();
  for (const row of records.declarations) {
    if (row.userId !== userId) continue;
    const seen = bySupplier.get(row.projectProductId);
    bySupplier.set(row.projectProductId, {
      latest: !seen || row.createdAt >= seen.latest.createdAt ? row : seen.latest,
      count: (seen?.count ?? 0) + 1,
    });
  }
  return [...bySupplier.entries()].map(([productId, { latest, count }]) => ({
    supplier: names.get(productId) ?? '',
    at: latest.createdAt,
    declaration: latest.hasConflict ? CONFLICT_TEXTS.conflict : CONFLICT_TEXTS.noConflict,
    description: latest.description ?? '',
    count,
    sameDomain: sameDomain(domains, email, productId),
  }));
}

/**
 * Everyone who declared or was let in, and the project's team, with their declarations and admissions: the team
 * first (owners, experts, viewers), then anyone else who declared (e.g. a member since removed). Three statements,
 * one more for the suppliers' domains.
 */
export async function readProcedurePeople(db: Database, projectId: string, suppliers: readonly Supplier[]) {
  const [team, records] = await Promise.all([teamRows(db, projectId), conflictRecords(db, projectId)]);
  const names = new Map(suppliers.map((row) => [row.id, row.name]));
  const domains = await supplierDomains(db, records.declarations.length > 0 ? suppliers.map((row) => row.id) : []);
  const people = new Map<string, ProcedurePerson & { roleKeys: ProjectMemberRole[] }>();
  for (const row of team) {
    const person = people.get(row.userId) ?? {
      name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      roles: [],
      roleKeys: [],
      declarations: [],
      admissions: [],
    };
    person.roleKeys.push(row.role);
    people.set(row.userId, person);
  }
  for (const row of records.declarations) {
    if (!row.userId || people.has(row.userId)) continue;
    people.set(row.userId, {
      name: row.userName,
      email: row.userEmail,
      roles: [],
      roleKeys: [],
      declarations: [],
      admissions: [],
    });
  }
  const admissions: ProcedureAdmission[] = records.admissions.map((row) => ({
    at: row.createdAt,
    person: (row.userId && people.get(row.userId)?.name) || '',
    supplier: names.get(row.projectProductId) ?? '',
    by: row.admittedByName,
    reason: row.reason,
  }));
  const result: ProcedurePerson[] = [...people.entries()].map(([userId, person]) => ({
    name: person.name,
    email: person.email,
    roles: ROLE_ORDER.filter((role) => person.roleKeys.includes(role)).map(
      (role) => PROJECT_RECIPIENT_ROLE_LABELS[role],
    ),
    declarations: declarationsOf(records, userId, person.email, names, domains),
    admissions: records.admissions.flatMap((row, index) => (row.userId === userId ? (admissions[index] ?? []) : [])),
  }));
  return { people: result, admissions };
}
