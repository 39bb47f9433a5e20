import { MESSAGES, type RegistrationInput, registrationSchema, type UserStatus } from '@shortlist/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { badInput, notFound, parseInput } from '../../core/errors.js';
import { extensionPoints, type ProjectInvitation } from '../../core/extensions/index.js';
import { isUuid } from '../../core/viewer/index.js';
import { type Database, isUniqueViolation } from '../../db/client.js';
import { companies, users } from '../../db/schema/index.js';
import { accountExistsMail } from '../../platform/mail/index.js';
import { hashPassword } from '../../platform/security/index.js';
import { emailTaken, insertCompanyWithFirstUser } from './company-with-first-user.js';
import { BROKER_COMPANY_ROLES } from './default-roles.js';
import { sendConfirmationMail } from './email-confirmation.js';
import { consumeToken, findToken } from './one-time-tokens.js';

export interface RegistrationResult {
  status: UserStatus;
  email: string;
}

/**
 * Self-registration creates a buy-side company with its system roles and its first user, who administers it and
 * must confirm the e-mail address. With an invitation token the user joins the inviting company instead, with the
 * role the invitation names, and is active at once (the link in the mail proved the address). A supplier's project
 * invitation, or a client member's, creates the invited company instead (the projectInvitations extension point).
 */
export async function register(app: AppContext, input: unknown, address: string): Promise<RegistrationResult> {
  const raw = (input ?? {}) as { token?: unknown };
  const token = typeof raw.token === 'string' && raw.token ? raw.token : null;
  const invitation = token ? await findToken(app.db, 'USER_INVITATION', token) : null;
  const projectInvitation = token && !invitation ? await findProjectInvitation(app.db, token) : null;
  if (token && !invitation && !projectInvitation) throw badInput(MESSAGES.invalidLink);
  const invited = invitation !== null || projectInvitation?.websiteOptional === true;
  const data = parseInput(registrationSchema({ recaptcha: app.captcha.enabled, invited }), input);
  if (!(await app.captcha.verify(data.recaptcha, address)))
    throw badInput(MESSAGES.recaptcha, { recaptcha: MESSAGES.recaptcha });
  const passwordHash = await hashPassword(data.password);

  if (projectInvitation) {
    // The invited company is created and the invitation claimed in one transaction, so the link works once.
    await app.db.transaction((tx) => projectInvitation.register(tx, data, passwordHash));
    return { status: 'ACTIVE', email: projectInvitation.email };
  }

  if (invitation) {
    const { companyId, roleId } = invitation.payload;
    if (!companyId || !roleId) throw badInput(MESSAGES.invalidLink);
    // Using the token up and creating the user commit together, so a link cannot be used twice at once.
    await app.db.transaction(async (tx) => {
      if (!(await consumeToken(tx, 'USER_INVITATION', raw.token as string))) throw badInput(MESSAGES.invalidLink);
      await joinInvitingCompany(tx, {
        email: invitation.email,
        firstName: data.firstName,
        lastName: data.lastName,
        companyId,
        roleId,
        passwordHash,
      });
    });
    return { status: 'ACTIVE', email: invitation.email };
  }

  // The unique index on users.email decides, so two simultaneous registrations cannot both pass a check.
  const user = await createBuyerCompany(app.db, data, passwordHash).catch((error: unknown) => {
    if (isUniqueViolation(error)) return null;
    throw error;
  });
  // A taken address answers exactly like a new one (as password reset does), so registration cannot be used to
  // find out who has an account; the holder gets a mail saying so instead.
  if (!user) await tellHolderAccountExists(app, data.email);
  else await sendConfirmationMail(app, user);
  return { status: 'EMAIL_CONFIRMATION_REQUIRED', email: data.email };
}

async function tellHolderAccountExists(app: AppContext, email: string) {
  const [holder] = await app.db.select().from(users).where(eq(users.email, email));
  if (holder)
    await app.mailer.send(accountExistsMail(email, holder.firstName, `${app.config.publicUrl}/login/credentials`));
}

/** The new buy-side company, its system roles and its first user (the company administrator), all or nothing. */
function createBuyerCompany(db: Database, data: RegistrationInput, passwordHash: string) {
  return db.transaction((tx) =>
    insertCompanyWithFirstUser(tx, {
      form: data,
      email: data.email,
      passwordHash,
      kind: 'BROKER',
      roles: BROKER_COMPANY_ROLES,
      userType: 'BROKER',
      status: 'EMAIL_CONFIRMATION_REQUIRED',
    }),
  );
}

async function joinInvitingCompany(
  db: Database,
  invited: {
    email: string;
    firstName: string;
    lastName: string;
    companyId: string;
    roleId: string;
    passwordHash: string;
  },
) {
  const [company] = await db
    .select({ kind: companies.kind })
    .from(companies)
    .where(eq(companies.id, invited.companyId));
  if (!company) throw badInput(MESSAGES.invalidLink);
  const [existing] = await db.select().from(users).where(eq(users.email, invited.email));
  if (existing && existing.status !== 'INVITED') throw emailTaken();
  const values = {
    firstName: invited.firstName,
    lastName: invited.lastName,
    passwordHash: invited.passwordHash,
    roleId: invited.roleId,
    status: 'ACTIVE' as const,
    updatedAt: new Date(),
  };
  if (existing) {
    await db.update(users).set(values).where(eq(users.id, existing.id));
    return;
  }
  const type = company.kind === 'PLATFORM' ? 'ADMIN' : company.kind;
  await db.insert(users).values({ ...values, email: invited.email, companyId: invited.companyId, type });
}

/** The full name of who sent an invitation (recorded since invitations carry invitedBy); null when unknown. */
async function inviterName(db: Database, invitedBy: string | undefined): Promise<string | null> {
  if (!invitedBy || !isUuid(invitedBy)) return null;
  const [inviter] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, invitedBy));
  return inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() || null : null;
}

/** The first project invitation (a supplier's, a client member's…) that knows the token, or null. */
async function findProjectInvitation(db: Database, token: string): Promise<ProjectInvitation | null> {
  for (const kind of extensionPoints.projectInvitations.entries()) {
    const invitation = await kind({ db, token });
    if (invitation) return invitation;
  }
  return null;
}

/**
 * What the registration form shows for an invitation to a project: the inviting project and broker, the e-mail,
 * and the company name proposed.
 */
function projectInvitationView({ kind, email, project, brokerName, companyName }: ProjectInvitation) {
  return {
    kind,
    email,
    inviterName: null,
    project,
    brokerName,
    userData: { firstName: '', lastName: '', companyName, companyId: null },
  };
}

/**
 * What the registration form pre-fills from an invitation link, and who sent it; for a supplier's invitation to a
 * project (spec 2 §2 /register?token), the inviting project and broker.
 */
export async function lookupInvitation(app: AppContext, rawToken: string) {
  const invitation = await findToken(app.db, 'USER_INVITATION', rawToken);
  if (!invitation) {
    const projectInvitation = await findProjectInvitation(app.db, rawToken);
    if (!projectInvitation) throw notFound('Invitation');
    return projectInvitationView(projectInvitation);
  }
  if (!invitation.payload.companyId) throw notFound('Invitation');
  const [company] = await app.db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.id, invitation.payload.companyId));
  if (!company) throw notFound('Invitation');
  return {
    email: invitation.email,
    inviterName: await inviterName(app.db, invitation.payload.invitedBy),
    userData: {
      firstName: invitation.payload.firstName ?? '',
      lastName: invitation.payload.lastName ?? '',
      companyName: company.name,
      companyId: company.id,
    },
  };
}
