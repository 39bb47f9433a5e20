import { DEFAULT_COMPANY_SETTINGS, MESSAGES, type RegistrationInput } from '@shortlist/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { companies, products, projectProducts, projects, users, vendorProfiles } from '../../db/schema/index.js';
import { badInput } from '../../errors.js';
import { hashToken } from '../../platform/security/tokens.js';
import { createSupplierRoles } from './supplier-roles.js';

/**
 * An e-mail invitation that can still be registered with: INVITED, not linked to a product yet, of a project that
 * is not deleted. Registering moves it on, so a link works once.
 */
export async function findSupplierInvitation(db: Database, rawToken: string) {
  const [row] = await db
    .select({
      id: projectProducts.id,
      email: projectProducts.email,
      productName: projectProducts.productName,
      project: { id: projects.id, name: projects.name },
      brokerName: companies.name,
    })
    .from(projectProducts)
    .innerJoin(projects, eq(projects.id, projectProducts.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(
      and(
        eq(projectProducts.invitationTokenHash, hashToken(rawToken)),
        eq(projectProducts.participationStatus, 'INVITED'),
        isNull(projectProducts.productId),
        ne(projects.status, 'DELETED'),
      ),
    );
  return row ?? null;
}
export type SupplierInvitation = NonNullable<Awaited<ReturnType<typeof findSupplierInvitation>>>;

/**
 * Creates the invited supplier's company (kind SUPPLIER, its vendor profile at the first registration step, its
 * system roles), its first user (active at once: the mail proved the address; the company's administrator, who
 * invites colleagues) and the invited product under the invited title, which the participation now points at
 * (BP_REGISTERED). Run in the caller's transaction; the participation is claimed first, so a second registration
 * with the link is refused.
 */
export async function registerInvitedSupplier(
  tx: Database,
  invitation: SupplierInvitation,
  data: RegistrationInput,
  passwordHash: string,
): Promise<void> {
  const [claimed] = await tx
    .update(projectProducts)
    .set({ participationStatus: 'BP_REGISTERED', updatedAt: new Date() })
    .where(
      and(
        eq(projectProducts.id, invitation.id),
        eq(projectProducts.participationStatus, 'INVITED'),
        isNull(projectProducts.productId),
      ),
    )
    .returning({ id: projectProducts.id });
  if (!claimed) throw badInput(MESSAGES.invalidLink);
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, invitation.email));
  if (existing) throw badInput(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
  const [company] = await tx
    .insert(companies)
    .values({ name: data.company, kind: 'SUPPLIER', website: data.companyWebsite, settings: DEFAULT_COMPANY_SETTINGS })
    .returning({ id: companies.id });
  if (!company) throw new Error('Company was not created');
  const adminRoleId = await createSupplierRoles(tx, company.id);
  const [user] = await tx
    .insert(users)
    .values({
      companyId: company.id,
      email: invitation.email,
      type: 'SUPPLIER',
      status: 'ACTIVE',
      firstName: data.firstName,
      lastName: data.lastName,
      roleId: adminRoleId,
      passwordHash,
    })
    .returning({ id: users.id });
  await tx
    .update(companies)
    .set({ createdBy: user?.id ?? null })
    .where(eq(companies.id, company.id));
  await tx.insert(vendorProfiles).values({
    companyId: company.id,
    contactName: `${data.firstName} ${data.lastName}`,
    email: invitation.email,
    registrationStep: 'REGISTERED',
  });
  const [product] = await tx
    .insert(products)
    .values({ companyId: company.id, name: invitation.productName })
    .returning({ id: products.id });
  await tx
    .update(projectProducts)
    .set({ productId: product?.id ?? null })
    .where(eq(projectProducts.id, invitation.id));
}
