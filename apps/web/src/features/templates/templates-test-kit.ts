import type { MockedResponse } from '@apollo/client/testing';
import type { ProjectTemplateFilter } from '../../gql/graphql';
import { ProjectTemplatesDocument, TemplateServiceTypesDocument } from './templates-documents';
import type { TemplateRecord } from './use-template';

type TemplateRow = TemplateRecord & { __typename: 'ProjectTemplate' };

const NO_PERMISSIONS = {
  __typename: 'ProjectTemplatePermissions',
  edit: false,
  changeStatus: false,
  returnToDraft: false,
  submit: false,
  publish: false,
  delete: false,
  openQuestions: false,
} as const;

/** A template as the API answers it (with type names): the viewer's company's DRAFT unless told. */
export function buildTemplateRow(
  overrides: Partial<TemplateRecord> = {},
  permissions: Partial<TemplateRecord['permissions']> = {},
): TemplateRow {
  return {
    __typename: 'ProjectTemplate',
    id: 'template-1',
    name: 'Benefits RFP',
    status: 'DRAFT',
    version: 1,
    draftProjectId: 'draft-1',
    sectionCount: 1,
    createdAt: '2030-01-10T15:00:00.000Z',
    updatedAt: '2030-01-12T15:00:00.000Z',
    serviceTypes: [],
    ...overrides,
    company: { __typename: 'CompanySummary', ...(overrides.company ?? { id: 'company-1', name: 'Broker Ltd' }) },
    createdBy: { __typename: 'ProjectTemplateCreator', ...(overrides.createdBy ?? { name: 'Ada Lovelace' }) },
    permissions: { ...NO_PERMISSIONS, ...permissions },
  } as TemplateRow;
}

/** The list query for a filter (first page of 10, by name), answering the rows given. */
export function templatesMock(filter: ProjectTemplateFilter, rows: TemplateRow[]): MockedResponse {
  return {
    request: {
      query: ProjectTemplatesDocument,
      variables: {
        filter,
        pagination: { page: 1, pageSize: 10, sort: { field: 'name', direction: 'ASC' }, keyword: null },
      },
    },
    result: { data: { projectTemplates: { __typename: 'ProjectTemplatePage', total: rows.length, results: rows } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The Create Template dialog's service types. */
export const serviceTypesMock: MockedResponse = {
  request: { query: TemplateServiceTypesDocument },
  result: {
    data: {
      projectTemplateServiceTypes: [
        { __typename: 'SupplierServiceType', id: 'st-1', label: 'Benefits Enrolment' },
        { __typename: 'SupplierServiceType', id: 'st-2', label: 'Payroll' },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
