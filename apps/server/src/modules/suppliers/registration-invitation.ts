import { MESSAGES, type RegistrationInput } from '@shortlist/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { badInput } from '../../core/errors.js';
import type { ProjectInvitationKind } from '../../core/extensions/index.js';
import type { Database } from '../../db/client.js';
import { companies, products, projectProducts, projects, vendorProfiles } from '../../db/schema/index.js';
import { hashToken } from '../../platform/security/index.js';
import { assertAddressFree, insertCompanyWithFirstUser, SUPPLIER_COMPANY_ROLES } from '../accounts/index.js';

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
export type RegistrationInvitation = NonNullable<Awaited<ReturnType<typeof findSupplierInvitation>>>;

/**
 * Creates the invited supplier's company (kind SUPPLIER, its vendor profile at the first registration step, its
 * system roles), its first user (active at once: the mail proved the address; the company's administrator, who
 * invites colleagues) and the invited product under the invited title, which the participation now points at
 * (BP_REGISTERED). Run in the caller's transaction; the participation is claimed first, so a second registration
 * with the link is refused.
 */
export async function registerInvitedSupplier(
  tx: Database,
  invitation: RegistrationInvitation,
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
  await assertAddressFree(tx, invitation.email);
  const { companyId } = await insertCompanyWithFirstUser(tx, {
    form: data,
    email: invitation.email,
    passwordHash,
    kind: 'SUPPLIER',
    roles: SUPPLIER_COMPANY_ROLES,
    userType: 'SUPPLIER',
    status: 'ACTIVE',
  });
  await tx.insert(vendorProfiles).values({
    companyId,
    contactName: `${data.firstName} ${data.lastName}`,
    email: invitation.email,
    registrationStep: 'REGISTERED',
  });
  const [product] = await tx
    .insert(products)
    .values({ companyId, name: invitation.productName })
    .returning({ id: products.id });
  await tx
    .update(projectProducts)
    .set({ productId: product?.id ?? null })
    .where(eq(projectProducts.id, invitation.id));
}

/** The supplier's invitation to a project, as the registration form takes it up (the product name proposed). */
export const supplierProjectInvitation: ProjectInvitationKind = async ({ db, token }) => {
  const invitation = await findSupplierInvitation(db, token);
  if (!invitation) return null;
  return {
    kind: 'SUPPLIER',
    email: invitation.email,
    project: invitation.project,
    brokerName: invitation.brokerName,
    companyName: invitation.productName,
    websiteOptional: false,
    register: (tx, data, passwordHash) => registerInvitedSupplier(tx, invitation, data, passwordHash),
  };
};
