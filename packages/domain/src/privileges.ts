export const PRIVILEGES = [
  'MANAGE_ALL_PROJECTS',
  'MANAGE_PROJECT_STATE',
  'VIEW_DASHBOARD',
  'MANAGE_FAQ',
  'MANAGE_ALL_APPROVALS',
  'MANAGE_APPROVALS',
  'MANAGE_SCORING',
  'MANAGE_PROJECT_QUESTIONS',
  'MANAGE_ALL_SCORING',
  'READ_SCORING',
  'REVIEW_TEMPLATES',
  'MANAGE_PROJECT_TEMPLATES',
  'READ_TEMPLATES',
  'MANAGE_USERS',
  'MANAGE_CLIENTS',
  'MANAGE_BROKERS',
  'MANAGE_FEEDBACKS',
] as const;

export type Privilege = (typeof PRIVILEGES)[number];

export const PRIVILEGE_LABELS: Record<Privilege, string> = {
  MANAGE_ALL_PROJECTS: 'Manage All Projects',
  MANAGE_PROJECT_STATE: 'Manage Assigned Projects',
  VIEW_DASHBOARD: 'View Dashboard',
  MANAGE_FAQ: 'Manage FAQ',
  MANAGE_ALL_APPROVALS: 'Manage All Approvals',
  MANAGE_APPROVALS: 'Manage Approvals',
  MANAGE_SCORING: 'Manage Scoring',
  MANAGE_PROJECT_QUESTIONS: 'Manage Project Questions',
  MANAGE_ALL_SCORING: 'Manage All Scoring',
  READ_SCORING: 'Read Scoring',
  REVIEW_TEMPLATES: 'Review Templates',
  MANAGE_PROJECT_TEMPLATES: 'Manage Project Templates',
  READ_TEMPLATES: 'Read Templates',
  MANAGE_USERS: 'Manage Users',
  MANAGE_CLIENTS: 'Manage Clients',
  MANAGE_BROKERS: 'Manage Brokers',
  MANAGE_FEEDBACKS: 'Manage Feedbacks',
};

/** Direct implications of spec 1 §6; the closure follows them transitively. */
export const PRIVILEGE_IMPLICATIONS: Readonly<Partial<Record<Privilege, readonly Privilege[]>>> = {
  MANAGE_ALL_PROJECTS: ['MANAGE_PROJECT_STATE'],
  MANAGE_PROJECT_STATE: ['VIEW_DASHBOARD', 'MANAGE_ALL_SCORING', 'MANAGE_ALL_APPROVALS', 'MANAGE_FAQ'],
  MANAGE_ALL_APPROVALS: ['MANAGE_SCORING', 'MANAGE_ALL_SCORING'],
  MANAGE_SCORING: ['MANAGE_PROJECT_QUESTIONS', 'READ_SCORING'],
  MANAGE_PROJECT_QUESTIONS: ['READ_TEMPLATES'],
  MANAGE_ALL_SCORING: ['READ_SCORING'],
  REVIEW_TEMPLATES: ['MANAGE_PROJECT_TEMPLATES'],
  MANAGE_PROJECT_TEMPLATES: ['READ_TEMPLATES'],
};

/** Privileges offered only when the company has the experts feature on. */
export const EXPERT_ONLY_PRIVILEGES: readonly Privilege[] = ['MANAGE_ALL_APPROVALS', 'MANAGE_SCORING'];

export function isPrivilege(value: string): value is Privilege {
  return (PRIVILEGES as readonly string[]).includes(value);
}

/** Every privilege held once implications are followed, in the canonical order of PRIVILEGES. */
export function privilegeClosure(granted: Iterable<Privilege>): Privilege[] {
  const held = new Set<Privilege>();
  const pending = [...granted];
  while (pending.length > 0) {
    const next = pending.pop() as Privilege;
    if (held.has(next)) continue;
    held.add(next);
    pending.push(...(PRIVILEGE_IMPLICATIONS[next] ?? []));
  }
  return PRIVILEGES.filter((privilege) => held.has(privilege));
}

/** Privileges that the role form selects and locks because another selected privilege implies them. */
export function impliedPrivileges(selected: Iterable<Privilege>): Privilege[] {
  const implied = new Set<Privilege>();
  for (const privilege of selected) {
    for (const direct of PRIVILEGE_IMPLICATIONS[privilege] ?? []) {
      for (const reached of privilegeClosure([direct])) implied.add(reached);
    }
  }
  return PRIVILEGES.filter((privilege) => implied.has(privilege));
}
