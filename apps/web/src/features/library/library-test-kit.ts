import type { MockedResponse } from '@apollo/client/testing';
import type { QuestionType } from '@shortlist/domain';
import type { LibraryQuestionFilter, LibraryQuestionsQuery, QuestionGroupsQuery } from '../../gql/graphql';
import { buildQuestionDefinition } from '../question-editor';
import { LibraryQuestionsDocument, LibraryTagsDocument, QuestionGroupsDocument } from './library-documents';
import type { LibraryQuestion } from './library-model';

type Group = QuestionGroupsQuery['questionGroups'][number];
type Filters = LibraryQuestionsQuery['libraryQuestions']['filters'];

const EDITABLE = { __typename: 'LibraryQuestionPermissions', edit: true, makePublic: true, delete: true } as const;
const READONLY = { __typename: 'LibraryQuestionPermissions', edit: false, makePublic: false, delete: false } as const;

/** A STRING question of the viewer's company as the API answers it; `readonly` makes it an external one. */
export function buildLibraryQuestion(
  id: string,
  label: string,
  overrides: Partial<Omit<LibraryQuestion, 'question'>> & { type?: QuestionType; readonly?: boolean } = {},
): LibraryQuestion {
  const { type = 'STRING', readonly = false, ...rest } = overrides;
  return {
    __typename: 'LibraryQuestion',
    id,
    version: 1,
    isPublic: false,
    isExternal: readonly,
    isOwn: !readonly,
    readonlyReason: readonly ? 'It is an external question and cannot be edited' : null,
    createdAt: '2030-01-10T15:00:00.000Z',
    createdBy: { __typename: 'LibraryUser', id: 'user-1', name: 'Peter Manager' },
    tags: [],
    permissions: readonly ? READONLY : EDITABLE,
    ...rest,
    question: buildQuestionDefinition(label, type),
  } as LibraryQuestion;
}

export const tag = (id: string, label: string) => ({ __typename: 'LibraryTag' as const, id, label, isPublic: false });

/** A group as the tree answers it; `parentPath` gives its depth. */
export function buildGroup(id: string, name: string, parentPath: string[] = [], groups: Group[] = []): Group {
  const depth = parentPath.length + 1;
  return {
    __typename: 'LibraryGroup',
    id,
    name,
    description: '',
    parentId: parentPath.at(-1) ?? null,
    parentPath,
    depth,
    canHaveSubgroups: depth < 3,
    questionCount: 0,
    groups,
  } as Group;
}

export function groupsMock(groups: Group[]): MockedResponse {
  return {
    request: { query: QuestionGroupsDocument },
    result: { data: { questionGroups: groups } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** Counts of the filter panel: the types given (the others zero) and the tags given. */
export function buildFilters(
  types: Partial<Record<QuestionType, number>>,
  tags: { id: string; label: string; count: number }[] = [],
): Filters {
  const all: QuestionType[] = ['BOOLEAN', 'EMAIL', 'FILE', 'LIST', 'NUMBER', 'STRING', 'TEXT', 'URL', 'VIDEO'];
  return {
    __typename: 'LibraryQuestionFilters',
    types: all.map((type) => ({ __typename: 'LibraryTypeCount', type, count: types[type] ?? 0 })),
    tags: tags.map(({ count, ...rest }) => ({ __typename: 'LibraryTagCount', count, tag: tag(rest.id, rest.label) })),
  } as Filters;
}

interface QuestionsAnswer {
  results: LibraryQuestion[];
  total?: number;
  filters?: Filters;
}

/** The library questions query for a filter and page, answering the questions given. */
export function questionsMock(
  filter: LibraryQuestionFilter,
  answer: QuestionsAnswer,
  page = { page: 1, pageSize: 10 },
): MockedResponse {
  return {
    request: { query: LibraryQuestionsDocument, variables: { filter, ...page } },
    result: {
      data: {
        libraryQuestions: {
          __typename: 'LibraryQuestionSearch',
          ...page,
          total: answer.total ?? answer.results.length,
          results: answer.results,
          filters: answer.filters ?? buildFilters({}),
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The tag search, for any keyword, answering the tags given. */
export function tagsMock(tags: ReturnType<typeof tag>[]): MockedResponse {
  return {
    request: { query: LibraryTagsDocument, variables: () => true },
    result: { data: { libraryTags: tags } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}
