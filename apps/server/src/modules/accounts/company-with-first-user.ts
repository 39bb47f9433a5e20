import {
  type CompanyKind,
  DEFAULT_COMPANY_SETTINGS,
  MESSAGES,
  type RegistrationInput,
  type UserStatus,
  type UserType,
} from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import { badInput } from '../../core/errors.js';
import type { Database } from '../../db/client.js';
import { companies, roles, users } from '../../db/schema/index.js';
import type { CompanyRoles } from './default-roles.js';

export interface CompanyWithFirstUser {
  /** What the registration form gave: the company's name and website, the user's names. */
  form: Pick<RegistrationInput, 'company' | 'companyWebsite' | 'firstName' | 'lastName'>;
  /** The address typed, or the one an invitation was sent to. */
  email: string;
  passwordHash: string;
  kind: CompanyKind;
  /** Null when the company has no roles and its first user none (a client member's company grants nothing). */
  roles: CompanyRoles | null;
  userType: UserType;
  status: UserStatus;
}

export const emailTaken = () => badInput(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });

/** An invited registration is told on the form's e-mail field when its address already has an account. */
export async function assertAddressFree(db: Database, email: string): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw emailTaken();
}

/** Inserts a company's system roles; answers the id of the one its first user gets. */
export async function createSystemRoles(db: Database, companyId: string, companyRoles: CompanyRoles): Promise<string> {
  const created = await db
    .insert(roles)
    .values(companyRoles.templates.map((template) => ({ ...template, companyId, isSystem: true })))
    .returning({ id: roles.id, name: roles.name });
  const firstUserRole = created.find((role) => role.name === companyRoles.firstUserRole);
  if (!firstUserRole) throw new Error('Roles were not created');
  return firstUserRole.id;
}

/**
 * Every registration that starts a company (a buyer's, an invited supplier's, an invited client member's) inserts
 * it with the default settings (an empty website is stored as none), its system roles and its first user, recorded
 * as the company's creator. Run in the caller's transaction, so what the caller does around it (claiming the
 * invitation, the supplier's vendor profile) commits or fails with it; a taken address fails on users' unique index.
 */
export async function insertCompanyWithFirstUser(tx: Database, input: CompanyWithFirstUser) {
  const [company] = await tx
    .insert(companies)
    .values({
      name: input.form.company,
      kind: input.kind,
      website: input.form.companyWebsite || null,
      settings: DEFAULT_COMPANY_SETTINGS,
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('Company was not created');
  const roleId = input.roles ? await createSystemRoles(tx, company.id, input.roles) : null;
  const [user] = await tx
    .insert(users)
    .values({
      companyId: company.id,
      email: input.email,
      type: input.userType,
      status: input.status,
      firstName: input.form.firstName,
      lastName: input.form.lastName,
      roleId,
      passwordHash: input.passwordHash,
    })
    .returning();
  if (!user) throw new Error('User was not created');
  await tx.update(companies).set({ createdBy: user.id }).where(eq(companies.id, company.id));
  return user;
}
