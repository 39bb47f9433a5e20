import type { MockedResponse } from '@apollo/client/testing';
import { ComparisonChoicesDocument, ComparisonsDocument } from './comparison-documents';
import type { ComparisonRow } from './comparison-list';

export const PROJECT = 'project-1';

export const buildComparisonRow = (overrides: Partial<ComparisonRow> = {}) => ({
  __typename: 'ComparisonSummary' as const,
  id: 'c-1',
  name: 'Shortlist',
  isPrivate: false,
  createdAt: '2026-10-01T12:00:00.000Z',
  createdBy: 'Ada Lovelace',
  mayEdit: true,
  products: [{ __typename: 'ComparedProduct' as const, id: 'pp-1', name: 'Benefits Cloud', vendorName: 'Acme' }],
  ...overrides,
});

/** The list's first page (newest first) of the project's shared scoring. */
export function comparisonsMock(rows: ReturnType<typeof buildComparisonRow>[]): MockedResponse {
  return {
    request: {
      query: ComparisonsDocument,
      variables: {
        filter: { projectId: PROJECT, branchId: null },
        pagination: { page: 1, pageSize: 10, sort: { field: 'createdAt', direction: 'DESC' }, keyword: null },
      },
    },
    result: {
      data: {
        comparisons: { __typename: 'ComparisonSummaryPage', total: rows.length, page: 1, pageSize: 10, results: rows },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Two accepted products and a section of two approved questions. */
export const choicesMock: MockedResponse = {
  request: { query: ComparisonChoicesDocument, variables: { projectId: PROJECT, branchId: null } },
  result: {
    data: {
      comparisonChoices: {
        __typename: 'ComparisonChoices',
        products: [
          { __typename: 'ComparedProduct', id: 'pp-1', name: 'Benefits Cloud', vendorName: 'Acme' },
          { __typename: 'ComparedProduct', id: 'pp-2', name: 'Perks Hub', vendorName: 'Globex' },
        ],
        sections: [
          {
            __typename: 'ComparisonChoiceSection',
            id: 's-1',
            name: 'Security',
            questions: [
              { __typename: 'ComparisonChoiceQuestion', id: 'q-1', label: 'Do you offer SSO?' },
              { __typename: 'ComparisonChoiceQuestion', id: 'q-2', label: 'Where is data hosted?' },
            ],
          },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
