import { print } from 'graphql';
import { graphqlLoad, type LoadRequest } from './requests.js';
import {
  ANSWERING_QUESTIONNAIRE,
  ANSWERING_QUESTIONS,
  ANSWERING_SUPPLIERS,
  type AnsweringLoad,
  questionnaireVariables,
} from './seed-answers.js';
import { ComparisonGridDocument } from './seed-comparison.js';
import { CREATED_PROJECTS, INVITED_USERS, LIBRARY_QUESTIONS } from './seed-load.js';
import { SCORING_PAGE, SCORING_PRODUCTS, SCORING_QUESTIONS, type ScoringLoad } from './seed-scoring.js';

/** What a scenario must reach (issue 12): a ratio to its bare baseline, and/or a p95 in ms. */
export interface Target {
  ratio?: number;
  p95?: number;
  requestsPerSecond?: number;
}

export interface Scenario {
  name: string;
  request: LoadRequest;
  /** The bare Fastify route doing the same reads in the same process (bare-routes.ts). */
  baseline?: LoadRequest;
  target?: Target;
}

const DAY_MS = 86_400_000;
const PROJECTS = CREATED_PROJECTS + 3;
const USERS = INVITED_USERS + 6;

const PROJECT_LIST = `query Projects($pagination: PageInput, $filter: ProjectFilter) { projects(pagination: $pagination, filter: $filter) {
  total results { id name type status createdAt client { name } projectServiceTypes { label } productOwners { name } } } }`;

/** The library page's search: a page of questions with their tags and rights, and the type and tag counts. */
const LIBRARY_SEARCH = `query Library($filter: LibraryQuestionFilter, $page: Int, $pageSize: Int) {
  libraryQuestions(filter: $filter, page: $page, pageSize: $pageSize) { total
    results { id version isPublic isExternal readonlyReason createdBy { name } tags { id label }
      permissions { edit makePublic delete } question { type label helperText } }
    filters { types { type count } tags { tag { id label isPublic } count } } } }`;
const LIBRARY_SIZE = LIBRARY_QUESTIONS.toLocaleString('en-US');

/** The scenarios of one pass, signed in as the demo company administrator (`cookie`). */
export function scenarios(
  cookie: string,
  projectId: string,
  answering?: AnsweringLoad,
  scoring?: ScoringLoad,
): Scenario[] {
  const bare = (path: string): LoadRequest => ({ path, method: 'GET', cookie, bare: true });
  const listPage = (keyword: string | null) =>
    graphqlLoad(PROJECT_LIST, { pagination: { page: 1, pageSize: 10 }, filter: { role: 'BUY_SIDE', keyword } }, cookie);
  const usersPage = (pageSize: number, keyword: string | null) =>
    graphqlLoad(
      `query Users($pagination: PageInput) { users(pagination: $pagination) { total results { id name email status role { name } } } }`,
      { pagination: { page: 1, pageSize, keyword, sort: { field: 'createdAt', direction: 'DESC' } } },
      cookie,
    );
  const librarySearch = (keyword: string | null) =>
    graphqlLoad(LIBRARY_SEARCH, { filter: { keyword }, page: 1, pageSize: 10 }, cookie);
  return [
    {
      name: 'Trivial read { config { termsVersion } }',
      request: graphqlLoad('{ config { termsVersion } }'),
      baseline: { path: '/bench/static', method: 'GET', bare: true },
      target: { ratio: 0.25 },
    },
    {
      name: 'Signed-in profile',
      request: graphqlLoad('{ profile { id email company { name } } }', {}, cookie),
      baseline: bare('/bench/profile'),
      target: { ratio: 0.6 },
    },
    {
      name: `Project list, page of 10 (${PROJECTS} projects)`,
      request: listPage(null),
      baseline: bare('/bench/projects'),
      target: { ratio: 0.5, p95: 25 },
    },
    { name: `Project list with a keyword (${PROJECTS} projects)`, request: listPage('project 42') },
    {
      name: 'Project dashboard',
      request: graphqlLoad(
        `query Dashboard($id: ID!) { project(id: $id) { id name status version productOwners { name } }
          projectStatusIssues(id: $id, status: IN_REVIEW) { messageId count }
          projectDashboard(id: $id) { questions { total } answers { rated unrated } } }`,
        { id: projectId },
        cookie,
      ),
      target: { p95: 30 },
    },
    {
      name: `Deadline calendar, 6 weeks (${PROJECTS} projects)`,
      request: graphqlLoad(
        `query Deadlines($from: DateTime!, $to: DateTime!) { projectDeadlines(from: $from, to: $to) { projectId projectName projectType deadlines { kind date } } }`,
        { from: new Date().toISOString(), to: new Date(Date.now() + 42 * DAY_MS).toISOString() },
        cookie,
      ),
      target: { p95: 30 },
    },
    { name: `Users page of 20 with a keyword (${USERS} users)`, request: usersPage(20, 'bench-4') },
    { name: `Users page of 1000 (${USERS} users)`, request: usersPage(1000, null), target: { p95: 150 } },
    {
      name: `Library search with type and tag counts (${LIBRARY_SIZE} questions)`,
      request: librarySearch('payroll support'),
      target: { p95: 60 },
    },
    {
      name: `Library search, one common word (${LIBRARY_SIZE} questions)`,
      request: librarySearch('payroll'),
      target: { p95: 60 },
    },
    {
      name: `Library first page, no keyword (${LIBRARY_SIZE} questions)`,
      request: librarySearch(null),
      target: { p95: 60 },
    },
    ...(answering ? answeringScenarios(answering) : []),
    ...(scoring ? scoringScenarios(scoring) : []),
    {
      name: 'Notifications (bell, first 20)',
      request: graphqlLoad(
        '{ notifications(first: 20) { unread total results { id message createdAt } } }',
        {},
        cookie,
      ),
    },
  ];
}

/** Issue 15: the supplier opening the questionnaire, and 50 suppliers saving answers on it. */
function answeringScenarios(answering: AnsweringLoad): Scenario[] {
  return [
    {
      name: `Supplier questionnaire with its answers (${ANSWERING_QUESTIONS.toLocaleString('en-US')} questions)`,
      request: graphqlLoad(ANSWERING_QUESTIONNAIRE, questionnaireVariables(answering), answering.suppliers[0]?.cookie),
      target: { p95: 150 },
    },
    {
      name: `Answer save, ${ANSWERING_SUPPLIERS} suppliers on a ${ANSWERING_QUESTIONS.toLocaleString('en-US')}-question project`,
      request: { path: '/api/graphql', answerSaves: { ...answering, startVersion: 1 } },
      target: { p95: 25, requestsPerSecond: 800 },
    },
  ];
}

/**
 * Issue 33: one user rating the answers of 30 submitted products one after the other, and the scoring page of them,
 * opened by one user then by ten at once (last: a page answered slower than the run leaves requests in flight). The
 * page's target (p95 ≤ 250 ms) is one user's wait, so it is the one-connection scenario's: the issue names 10
 * connections for the rating save only, and ten pages of 30,000 answers asked at once on 2 cores each wait for the
 * others' CPU (for information).
 * Issue 34: the comparison grid of all of them, opened by one user.
 */
function scoringScenarios(scoring: ScoringLoad): Scenario[] {
  const size = `${SCORING_PRODUCTS} products × ${SCORING_QUESTIONS.toLocaleString('en-US')} questions`;
  const page = graphqlLoad(SCORING_PAGE, { projectId: scoring.projectId }, scoring.cookie);
  return [
    {
      name: `Rating save, ${size}`,
      request: { path: '/api/graphql', ratingSaves: scoring },
      target: { p95: 15, requestsPerSecond: 1500 },
    },
    { name: `Scoring page data, ${size}, 1 connection`, request: { ...page, connections: 1 }, target: { p95: 250 } },
    { name: `Scoring page data, ${size}, 10 connections`, request: page },
    {
      name: `Comparison data, ${size}, 1 connection`,
      request: {
        ...graphqlLoad(
          print(ComparisonGridDocument),
          { projectId: scoring.projectId, id: scoring.comparisonId },
          scoring.cookie,
        ),
        connections: 1,
      },
      target: { p95: 400 },
    },
  ];
}
