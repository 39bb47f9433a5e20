import type { Privilege } from './privileges.js';

/** The parts of the signed-in user an access rule may look at. */
export interface AccessProfile {
  id: string;
  type: string;
  status: string;
  companyId: string;
  /** The kind of that company (BROKER, SUPPLIER, CLIENT, PLATFORM), where the caller knows it. */
  companyKind?: string;
  /** True while an administrator acts on behalf of the company `companyId` (spec 1 §6). */
  actingOnBehalf?: boolean;
}

export interface AccessContext<Config = unknown> {
  profile: AccessProfile | null;
  config?: Config;
  hash?: string;
  privileges: ReadonlySet<Privilege> | readonly Privilege[];
}

export type AccessFunction<Config = unknown> = (context: AccessContext<Config>) => boolean;

/**
 * Spec 1 §6: `true` allows everyone; a list allows when any privilege is held; a single name requires it;
 * a function decides from profile, config, hash and privileges; `'SIGNED_IN'` lets any signed-in user pass.
 * An undefined rule is a programming error.
 */
export type AccessRule<Config = unknown> =
  | true
  | 'SIGNED_IN'
  | Privilege
  | readonly Privilege[]
  | AccessFunction<Config>;

export class UndefinedAccessRuleError extends Error {
  constructor() {
    super('Access rule is undefined');
    this.name = 'UndefinedAccessRuleError';
  }
}

function holds(privileges: AccessContext['privileges'], privilege: Privilege): boolean {
  return privileges instanceof Set
    ? privileges.has(privilege)
    : (privileges as readonly Privilege[]).includes(privilege);
}

export function checkAccess<Config>(rule: AccessRule<Config> | undefined, context: AccessContext<Config>): boolean {
  if (rule === undefined) throw new UndefinedAccessRuleError();
  if (rule === true) return true;
  if (typeof rule === 'function') return rule(context);
  if (context.profile === null) return false;
  if (rule === 'SIGNED_IN') return true;
  if (typeof rule === 'string') return holds(context.privileges, rule);
  return rule.some((privilege) => holds(context.privileges, privilege));
}

/** Rule of pages and fields for buy-side (broker) users only, e.g. /account/settings. */
export const brokersOnly: AccessFunction = ({ profile }) => profile?.type === 'BROKER';
/**
 * Rule of the buy side's own pages (MeshVault, templates), as the server decides them: a broker user, or an
 * administrator acting on behalf of a broker company. The platform company itself has no library or templates.
 */
export const buySideMembers: AccessFunction = ({ profile }) =>
  profile?.type === 'BROKER' ||
  (profile?.type === 'ADMIN' && profile.actingOnBehalf === true && profile.companyKind === 'BROKER');
/** Rule of the company's plan (the pricing page's actions): a buy-side company's administrator (MANAGE_USERS). */
export const planManagers: AccessFunction = (context) =>
  holds(context.privileges, 'MANAGE_USERS') &&
  (context.profile?.companyKind === 'BROKER' || context.profile?.companyKind === 'PLATFORM');
/** Rule of what only platform administrators see, e.g. the 'Manage on behalf of' picker. */
export const administratorsOnly: AccessFunction = ({ profile }) => profile?.type === 'ADMIN';
/**
 * Rule of the supplier profile steps' pages and fields: supplier users only. It lives here, not with the vendor
 * profile's rules, so that the route table does not pull the profile's form schemas into the signed-out home.
 */
export const supplierUsersOnly: AccessFunction = ({ profile }) => profile?.type === 'SUPPLIER';
