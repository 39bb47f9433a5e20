import type { ProjectRow } from './project-columns';

/** A row of the projects query as the API answers it (with type names), for list and home tests. */
export function buildProjectRow(overrides: Partial<ProjectRow> = {}): ProjectRow & { __typename: 'Project' } {
  return {
    __typename: 'Project',
    id: 'p1',
    name: 'Payroll platform selection',
    type: 'RFP',
    status: 'PUBLISHED',
    role: 'BUY_SIDE',
    createdAt: '2030-01-10T15:00:00.000Z',
    client: { __typename: 'ProjectClient', id: 'c1', name: 'Contoso' },
    projectServiceTypes: [{ __typename: 'ProjectServiceType', id: 't1', label: 'Payroll' }],
    productOwners: [{ __typename: 'ProjectUser', id: 'u1', name: 'Peter Manager' }],
    brokerageFirm: 'Northwind Brokerage',
    isNew: null,
    publishDate: '2030-03-02T12:00:00.000Z',
    plannedDecisionDate: '2030-04-05T12:00:00.000Z',
    ...overrides,
  } as ProjectRow & { __typename: 'Project' };
}
