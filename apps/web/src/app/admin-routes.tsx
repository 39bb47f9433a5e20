import {
  ADMIN_PATHS,
  ClientsPage,
  CompaniesPage,
  ProjectTypesPage,
  RetentionPage,
  referenceTypeReaders,
  retentionReaders,
  ServiceTypesPage,
  SuppliersPage,
} from '../features/admin';
import { AUDIT_PATHS, AuditTrailPage } from '../features/audit';
import { CONTACT_REQUESTS_PATH, ContactSubmissionsPage, contactRequestReaders } from '../features/contact';
import { RolesPage, UsersPage } from '../features/users';
import type { AppRoute } from './app-route';

/** Administration: users, roles, audit trail, companies, clients, reference types, suppliers, contact requests. */
export const ADMIN_ROUTES: readonly AppRoute[] = [
  {
    path: ADMIN_PATHS.users,
    title: 'Users',
    access: 'MANAGE_USERS',
    element: <UsersPage />,
    menu: { label: 'Users', group: 'Administration' },
  },
  {
    path: ADMIN_PATHS.roles,
    title: 'Roles',
    access: 'MANAGE_USERS',
    element: <RolesPage />,
    menu: { label: 'Roles', group: 'Administration' },
  },
  {
    // Issue 38: the company's audit trail (every company's for platform administrators).
    path: AUDIT_PATHS.companyRoute,
    title: 'Audit Trail',
    access: 'MANAGE_USERS',
    element: <AuditTrailPage />,
    menu: { label: 'Audit Trail', group: 'Administration' },
  },
  {
    path: ADMIN_PATHS.companies,
    title: 'Companies',
    access: 'MANAGE_BROKERS',
    element: <CompaniesPage />,
    menu: { label: 'Companies', group: 'Administration' },
  },
  {
    path: ADMIN_PATHS.clients,
    title: 'Clients',
    access: 'MANAGE_CLIENTS',
    element: <ClientsPage />,
    menu: { label: 'Clients', group: 'Administration' },
  },
  {
    path: ADMIN_PATHS.projectTypes,
    title: 'Project Types',
    access: referenceTypeReaders,
    element: <ProjectTypesPage />,
    menu: { label: 'Project Types', group: 'Administration' },
  },
  {
    path: ADMIN_PATHS.serviceTypes,
    title: 'Supplier Service Types',
    access: referenceTypeReaders,
    element: <ServiceTypesPage />,
    menu: { label: 'Supplier Service Types', group: 'Administration' },
  },
  {
    path: ADMIN_PATHS.suppliers,
    title: 'Suppliers',
    access: 'MANAGE_BROKERS',
    element: <SuppliersPage />,
    menu: { label: 'Suppliers', group: 'Administration' },
  },
  {
    // Issue 17: what visitors sent through the demo and contact forms.
    path: CONTACT_REQUESTS_PATH,
    title: 'Contact Requests',
    access: contactRequestReaders,
    element: <ContactSubmissionsPage />,
    menu: { label: 'Contact Requests', group: 'Administration' },
  },
  {
    // Issue 38: retention periods, the dry run and applying them (platform administrators).
    path: ADMIN_PATHS.retention,
    title: 'Data Retention',
    access: retentionReaders,
    element: <RetentionPage />,
    menu: { label: 'Data Retention', group: 'Administration' },
  },
];
