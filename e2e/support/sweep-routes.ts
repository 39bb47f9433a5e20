import type { Page } from '@playwright/test';
import { CSRF_HEADER } from '@shortlist/domain';

/** A demo project as the sweep picks it: one per status of the signed-in user's projects. */
export interface SweptProject {
  id: string;
  status: string;
  type: string;
}

/** Who the accessibility sweep signs in as, and the pages that person opens (the project ones per project). */
export interface SweepRole {
  who: string;
  /** The demo e-mail; null for a visitor who is not signed in. */
  email: string | null;
  /** The relation the projects are listed under, when the role has project pages. */
  relation?: 'BUY_SIDE' | 'SUPPLIER' | 'CLIENT';
  pages: string[];
  projectPages?: (project: SweptProject) => string[];
}

const BROKER_PROJECT_PAGES = (project: SweptProject) => {
  const base = `/projects/${project.id}`;
  const pages = [`${base}/dashboard`, `${base}/details`];
  // Spec 2 §2, spec 3 §2: Project Review, Questions and Suppliers are not in Draft.
  if (project.status !== 'DRAFT') pages.push(`${base}/preview`, `${base}/questions`, `${base}/products`);
  if (project.type !== 'PANEL') pages.push(`${base}/discovery`);
  if (!['DRAFT', 'IN_REVIEW'].includes(project.status)) pages.push(`${base}/faq`);
  // Spec 2 §4: where scoring may be available (AWAITING without a submission redirects to the preview).
  if (['AWAITING', 'SCORING', 'COMPLETED'].includes(project.status)) pages.push(`${base}/scoring`);
  // Spec 2 §2: the comparison list where comparisons can exist.
  if (['AWAITING', 'SCORING', 'COMPLETED', 'ARCHIVED'].includes(project.status)) pages.push(`${base}/comparison`);
  // Issue 37: calibration (its owners with consensus on; others are sent to the preview).
  if (['SCORING', 'COMPLETED', 'ARCHIVED'].includes(project.status)) pages.push(`${base}/calibration`);
  return pages;
};

/**
 * Every page of every role that the sweep checks with axe: one list, so that a new page joins it here. Project pages
 * are opened for one project of each status the demo data holds for that role.
 */
export const SWEEP_ROLES: SweepRole[] = [
  {
    who: 'visitor',
    email: null,
    pages: [
      '/',
      '/about',
      '/enterprise',
      '/smb-solutions',
      '/contact-us',
      '/contact-demo',
      '/privacy-policy',
      '/login/credentials',
      '/login/forgot-password',
      '/register',
      '/pricing',
      '/terms-conditions',
      '/verify-receipt',
      '/missing',
    ],
  },
  {
    who: 'platform administrator',
    email: 'admin@shortlist.local',
    pages: [
      '/',
      '/admin/companies',
      '/admin/vendors',
      '/admin/project-service-types',
      '/admin/supplier-service-types',
      '/admin/contact-requests',
      '/admin/audit-trail',
      '/admin/data-retention',
      '/account/details',
    ],
  },
  {
    who: 'broker company administrator',
    email: 'owner@northwind.example',
    relation: 'BUY_SIDE',
    pages: [
      '/',
      '/projects',
      '/projects/search',
      '/project-wizard/details',
      '/admin/users',
      '/admin/roles',
      '/admin/audit-trail',
      '/admin/clients',
      '/library',
      '/templates',
      '/project-import-wizard/upload',
      '/account/uploads',
      '/account/details',
      '/account/settings',
      '/account/change-password',
    ],
    projectPages: (project) => [
      ...BROKER_PROJECT_PAGES(project),
      `/projects/${project.id}/settings`,
      // Issue 38: the company administrator reads every project's trail.
      `/projects/${project.id}/audit-trail`,
    ],
  },
  {
    who: 'broker domain expert',
    email: 'expert@northwind.example',
    relation: 'BUY_SIDE',
    pages: ['/', '/projects', '/library', '/tasks'],
    projectPages: BROKER_PROJECT_PAGES,
  },
  {
    who: 'supplier',
    email: 'supplier@acme.example',
    relation: 'SUPPLIER',
    // The demo supplier administers its company (issue 31): its users and roles.
    pages: ['/', '/account/details', '/admin/users', '/admin/roles'],
    projectPages: (project) => [`/invite-to-project/${project.id}/preview`, `/invite-to-project/${project.id}/faq`],
  },
  {
    who: 'client member',
    email: 'client@contoso.example',
    relation: 'CLIENT',
    pages: ['/', '/account/details'],
    projectPages: (project) => [`/client-projects/${project.id}`],
  },
];

/** One project per status among those the signed-in user sees under `relation`. */
export async function projectsPerStatus(page: Page, relation: NonNullable<SweepRole['relation']>) {
  const response = await page.request.post('/api/graphql', {
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: '1' },
    data: {
      query: `query Sweep($filter: ProjectFilter) {
        projects(pagination: { page: 1, pageSize: 100 }, filter: $filter) { results { id status type } } }`,
      variables: { filter: { role: relation } },
    },
  });
  const body = (await response.json()) as { data?: { projects: { results: SweptProject[] } } };
  const byStatus = new Map<string, SweptProject>();
  for (const project of body.data?.projects.results ?? []) {
    if (!byStatus.has(project.status)) byStatus.set(project.status, project);
  }
  return [...byStatus.values()];
}
