import type { MockedResponse } from '@apollo/client/testing';
import type { AiAllowance, AiSearchKind } from '@shortlist/domain';
import { AiSearchDocument } from './ai-documents';
import type { AiSearchRecord } from './use-ai-search';

export const UNLIMITED: AiAllowance = { used: 0, max: null, remaining: null };

/** A search of `type` for `keyword` with the API's type names (the generated result types leave them out). */
export function buildAiSearch(
  type: AiSearchKind,
  overrides: Partial<Omit<AiSearchRecord, 'type'>> = {},
): AiSearchRecord & { __typename: 'AiSearch' } {
  return {
    __typename: 'AiSearch',
    id: `search-${type}`,
    type,
    status: 'SUCCESS',
    keyword: 'payroll',
    createdAt: '2030-03-01T10:00:00.000Z',
    finishedAt: '2030-03-01T10:00:05.000Z',
    products: [],
    clientTables: [],
    sectionIds: [],
    ...overrides,
  };
}

/** The project's search of `type` (none: null) and its allowance; `times` answers (default: every time asked). */
export function aiSearchMock(
  projectId: string,
  type: AiSearchKind,
  search: AiSearchRecord | null,
  allowance: AiAllowance = UNLIMITED,
  times = Number.POSITIVE_INFINITY,
): MockedResponse {
  return {
    request: { query: AiSearchDocument, variables: { projectId, type } },
    result: {
      data: {
        aiSearch: search,
        project: {
          __typename: 'Project',
          id: projectId,
          aiAllowances: [{ __typename: 'AiAllowance', type, ...allowance }],
        },
      },
    },
    maxUsageCount: times,
  };
}
