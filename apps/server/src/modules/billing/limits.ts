import type { AppContext } from '../../app-context.js';

/**
 * Spec 1 §6: inviting needs an active subscription and is limited by the plan's usersCount (spec 1 §8 gives the
 * messages). The billing area fills this in; until it lands every invitation is allowed. inviteUser calls it before
 * anything is written, so a refusal thrown here leaves no trace.
 */
export async function assertCanInviteUser(_app: AppContext, _companyId: string): Promise<void> {}
