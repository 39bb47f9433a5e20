/** Spec 1 §2 admin routes. */
export const ADMIN_PATHS = {
  clients: '/admin/clients',
  projectTypes: '/admin/project-service-types',
  serviceTypes: '/admin/supplier-service-types',
  companies: '/admin/companies',
  suppliers: '/admin/vendors',
  users: '/admin/users',
  roles: '/admin/roles',
  retention: '/admin/data-retention',
} as const;
