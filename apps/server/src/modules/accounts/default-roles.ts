import { PRIVILEGES, type Privilege } from '@shortlist/domain';

export interface RoleTemplate {
  name: string;
  isDefault: boolean;
  privileges: Privilege[];
}

/** The system roles a new company starts with, and the one its first user gets. */
export interface CompanyRoles {
  templates: readonly RoleTemplate[];
  firstUserRole: string;
}

export const SUPER_ADMIN_ROLE = 'SuperAdmin';
export const COMPANY_ADMIN_ROLE = 'Company Administrator';

/** The system roles every broker company starts with; new users get the default one. */
export const BROKER_ROLE_TEMPLATES: readonly RoleTemplate[] = [
  {
    name: COMPANY_ADMIN_ROLE,
    isDefault: false,
    privileges: PRIVILEGES.filter((privilege) => privilege !== 'MANAGE_BROKERS' && privilege !== 'MANAGE_FEEDBACKS'),
  },
  {
    name: 'Project Manager',
    isDefault: false,
    privileges: ['MANAGE_PROJECT_STATE', 'MANAGE_PROJECT_TEMPLATES', 'MANAGE_CLIENTS'],
  },
  { name: 'Domain Expert', isDefault: false, privileges: ['MANAGE_SCORING'] },
  { name: 'Viewer', isDefault: true, privileges: ['VIEW_DASHBOARD', 'READ_SCORING', 'READ_TEMPLATES'] },
];

/** A self-registered buyer administers the company it registers. */
export const BROKER_COMPANY_ROLES: CompanyRoles = {
  templates: BROKER_ROLE_TEMPLATES,
  firstUserRole: COMPANY_ADMIN_ROLE,
};

export const SUPER_ADMIN_TEMPLATE: RoleTemplate = {
  name: SUPER_ADMIN_ROLE,
  isDefault: false,
  privileges: [...PRIVILEGES],
};

/** The default role of a supplier company: its users answer and take part, and manage no one. */
export const SUPPLIER_MEMBER_ROLE = 'Team Member';

/**
 * Issue 31: the system roles of a supplier company. Its first user administers it — invites colleagues and manages
 * their roles, as a buyer's administrator does (spec 1 §6 MANAGE_USERS) — and colleagues join as team members.
 */
export const SUPPLIER_ROLE_TEMPLATES: readonly RoleTemplate[] = [
  { name: COMPANY_ADMIN_ROLE, isDefault: false, privileges: ['MANAGE_USERS'] },
  { name: SUPPLIER_MEMBER_ROLE, isDefault: true, privileges: [] },
];

/** An invited supplier administers the company it registers and invites its colleagues. */
export const SUPPLIER_COMPANY_ROLES: CompanyRoles = {
  templates: SUPPLIER_ROLE_TEMPLATES,
  firstUserRole: COMPANY_ADMIN_ROLE,
};
