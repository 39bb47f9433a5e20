import type { Privilege, QuestionDefinition } from '@shortlist/domain';
import type { Database } from '../../src/db/client.js';
import {
  libraryGroupQuestions,
  libraryQuestions,
  libraryQuestionTags,
  libraryQuestionVersions,
  tags,
} from '../../src/db/schema/index.js';
import { buildProjectManager } from '../projects/projects-support.js';
import { dataOf } from '../support/graphql-results.js';
import type { HttpClient } from '../support/http-client.js';
import { buildSignedInUser } from '../support/sessions.js';
import type { TestApp } from '../support/test-app.js';

const DEFINITION = `type label helperText placeholder view multiple otherOption
  options { id label clarificationQuestion } rules { min max maxLength pattern } prefix suffix
  attachments { id filename } file { maxSize mimeTypes multiple }`;

export const LIBRARY_QUESTION = `id version isPublic isExternal isOwn readonlyReason createdAt updatedAt
  createdBy { id name } tags { id label isPublic } permissions { edit makePublic delete }
  question { ${DEFINITION} }`;

export const GROUP = `id name description parentId parentName parentPath depth position canHaveSubgroups questionCount`;
const GROUP_TREE = `${GROUP} groups { ${GROUP} groups { ${GROUP} groups { ${GROUP} } } }`;

export const LIBRARY_SEARCH = `query LibrarySearch($filter: LibraryQuestionFilter, $page: Int, $pageSize: Int) {
  libraryQuestions(filter: $filter, page: $page, pageSize: $pageSize) {
    total page pageSize results { ${LIBRARY_QUESTION} }
    filters { types { type count } tags { tag { id label isPublic } count } } } }`;

const INPUT = '$input: LibraryQuestionInput!';
export const LIBRARY = {
  search: LIBRARY_SEARCH,
  one: `query ($id: ID!) { libraryQuestion(id: $id) { ${LIBRARY_QUESTION} } }`,
  history: `query ($id: ID!) { libraryQuestionHistory(id: $id) { id version updatedAt updatedBy question { label type } } }`,
  tags: 'query ($search: String) { libraryTags(search: $search) { id label isPublic } }',
  create: `mutation (${INPUT}) { createLibraryQuestion(input: $input) { ${LIBRARY_QUESTION} } }`,
  update: `mutation ($id: ID!, $version: Int!, ${INPUT}) {
    updateLibraryQuestion(id: $id, version: $version, input: $input) { ${LIBRARY_QUESTION} } }`,
  delete: 'mutation ($ids: [ID!]!) { deleteLibraryQuestions(ids: $ids) }',
  restore: `mutation ($id: ID!, $version: Int!, $versionId: ID!) {
    restoreLibraryQuestionVersion(id: $id, version: $version, versionId: $versionId) { ${LIBRARY_QUESTION} } }`,
  groups: `query { questionGroups { ${GROUP_TREE} } }`,
  createGroup: `mutation ($input: LibraryGroupInput!) { createLibraryGroup(input: $input) { ${GROUP_TREE} } }`,
  updateGroup: `mutation ($id: ID!, $input: LibraryGroupInput!) { updateLibraryGroup(id: $id, input: $input) { ${GROUP_TREE} } }`,
  deleteGroup: 'mutation ($id: ID!) { deleteLibraryGroup(id: $id) }',
  link: `mutation ($groupId: ID!, $questionIds: [ID!]!) {
    linkLibraryQuestionsToGroup(groupId: $groupId, questionIds: $questionIds) { ${GROUP} } }`,
  unlink: `mutation ($groupId: ID!, $questionIds: [ID!]!) {
    unlinkLibraryQuestionsFromGroup(groupId: $groupId, questionIds: $questionIds) { ${GROUP} } }`,
  copyQuestions: `mutation ($sectionId: ID!, $questionIds: [ID!]!) {
    copyLibraryQuestionsToSection(sectionId: $sectionId, questionIds: $questionIds) {
      id questions { id status sourceQuestionId question { label type } } } }`,
  copyGroup: `mutation ($sectionId: ID!, $groupId: ID!, $withSubgroups: Boolean) {
    copyLibraryGroupToSection(sectionId: $sectionId, groupId: $groupId, withSubgroups: $withSubgroups) {
      id questions { id status sourceQuestionId question { label type } } } }`,
  save: `mutation ($id: ID!, $makePublic: Boolean) { saveProjectQuestionInLibrary(id: $id, makePublic: $makePublic) {
    ${LIBRARY_QUESTION} } }`,
} as const;

export interface LibraryQuestionShape {
  id: string;
  version: number;
  isPublic: boolean;
  isExternal: boolean;
  isOwn: boolean;
  readonlyReason: string | null;
  createdBy: { id: string; name: string } | null;
  tags: Array<{ id: string; label: string; isPublic: boolean }>;
  permissions: { edit: boolean; makePublic: boolean; delete: boolean };
  question: Record<string, unknown> & { label: string; type: string };
}

export interface GroupShape {
  id: string;
  name: string;
  parentId: string | null;
  parentName: string | null;
  parentPath: string[];
  depth: number;
  canHaveSubgroups: boolean;
  questionCount: number;
  groups?: GroupShape[];
}

export interface SearchShape {
  total: number;
  page: number;
  pageSize: number;
  results: LibraryQuestionShape[];
  filters: {
    types: Array<{ type: string; count: number }>;
    tags: Array<{ tag: { id: string; label: string; isPublic: boolean }; count: number }>;
  };
}

/** A signed-in user of a new broker company with MANAGE_PROJECT_QUESTIONS (and any other privileges given). */
export function buildLibrarian(testApp: TestApp, privileges: Privilege[] = []) {
  return buildProjectManager(testApp, ['MANAGE_PROJECT_QUESTIONS', ...privileges]);
}

/** Another signed-in user of the same company. */
export function buildColleagueLibrarian(testApp: TestApp, companyId: string, privileges: Privilege[] = []) {
  return buildSignedInUser(testApp, { companyId, privileges: ['MANAGE_PROJECT_QUESTIONS', ...privileges] });
}

/** A STRING library question input. */
export const stringQuestion = (label: string, extra: Record<string, unknown> = {}) => ({
  question: { type: 'STRING', label },
  ...extra,
});

export async function createLibraryQuestion(client: HttpClient, input: Record<string, unknown>) {
  const result = await client.graphql<{ createLibraryQuestion: LibraryQuestionShape }>(LIBRARY.create, { input });
  return dataOf(result).createLibraryQuestion;
}

export async function search(client: HttpClient, filter: Record<string, unknown> = {}, page = 1, pageSize = 10) {
  const result = await client.graphql<{ libraryQuestions: SearchShape }>(LIBRARY.search, { filter, page, pageSize });
  return dataOf(result).libraryQuestions;
}

export async function createGroup(client: HttpClient, input: Record<string, unknown>) {
  const result = await client.graphql<{ createLibraryGroup: GroupShape }>(LIBRARY.createGroup, { input });
  return dataOf(result).createLibraryGroup;
}

export const countOf = (search: SearchShape, type: string) =>
  search.filters.types.find((entry) => entry.type === type)?.count;

export const tagCountOf = (search: SearchShape, label: string) =>
  search.filters.tags.find((entry) => entry.tag.label === label)?.count;

const stringDefinition = (label: string): QuestionDefinition => ({
  type: 'STRING',
  label,
  helperText: '',
  placeholder: '',
  attachments: [],
  rules: { maxLength: null },
});

const booleanDefinition = (label: string): QuestionDefinition => ({
  type: 'BOOLEAN',
  label,
  helperText: '',
  attachments: [],
  yesAnswerText: '',
  noAnswerText: '',
});

/**
 * `count` library questions of the company inserted in bulk (the statement-count test and paging): STRING and
 * BOOLEAN alternately, each with a version entry, two tags of `tagCount` private tags, and linked to `groupId` when
 * given. Labels are `${prefix} <n>`.
 */
export async function insertLibraryQuestions(
  db: Database,
  companyId: string,
  createdBy: string,
  count: number,
  options: { prefix?: string; tagCount?: number; groupId?: string; isPublic?: boolean; isExternal?: boolean } = {},
) {
  const prefix = options.prefix ?? 'Question';
  const base = Date.now();
  const rows = await db
    .insert(libraryQuestions)
    .values(
      Array.from({ length: count }, (_, index) => ({
        companyId,
        createdBy,
        isPublic: options.isPublic ?? false,
        isExternal: options.isExternal ?? false,
        definition: (index % 2 ? booleanDefinition : stringDefinition)(`${prefix} ${index}`),
        createdAt: new Date(base - index * 1000),
      })),
    )
    .returning();
  await db
    .insert(libraryQuestionVersions)
    .values(rows.map((row) => ({ questionId: row.id, version: 1, definition: row.definition, updatedBy: createdBy })));
  const tagCount = options.tagCount ?? 0;
  if (tagCount > 0) {
    const tagRows = await db
      .insert(tags)
      .values(Array.from({ length: tagCount }, (_, index) => ({ companyId, label: `${prefix} tag ${index}` })))
      .returning();
    const links = rows.flatMap((row, index) =>
      [...new Set([index % tagCount, (index + 1) % tagCount])].map((tagIndex) => ({
        questionId: row.id,
        tagId: tagRows[tagIndex]?.id ?? '',
      })),
    );
    await db.insert(libraryQuestionTags).values(links);
  }
  if (options.groupId) {
    const groupId = options.groupId;
    await db.insert(libraryGroupQuestions).values(rows.map((row) => ({ groupId, questionId: row.id })));
  }
  return rows;
}
