import type { MockedResponse } from '@apollo/client/testing';
import type { Privilege } from '@shortlist/domain';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { buildProfile, buildSession } from '../../test/factories';
import { renderInApp } from '../../test/render-in-app';
import { QuestionImportDocument } from './imports-documents';
import type { QuestionImportRecord } from './use-question-import';

export const IMPORT_ID = 'import-1';
export const DRAFT_ID = 'draft-1';

/** An import as the API answers it: a read file of 2 sections and 3 questions, one row skipped. */
export function buildImport(overrides: Partial<QuestionImportRecord> = {}): QuestionImportRecord {
  const skippedRow = {
    __typename: 'ImportSkippedRow',
    sheet: 'Questions',
    row: 7,
    reason: 'The option is not supported yet',
  };
  return {
    __typename: 'QuestionImport',
    id: IMPORT_ID,
    name: 'Payroll questions.xlsx',
    status: 'SUCCESS',
    progress: 100,
    uploadedAt: '2026-11-20T10:30:00.000Z',
    draftProjectId: DRAFT_ID,
    sectionCount: 2,
    questionCount: 3,
    skippedRows: [skippedRow],
    error: null,
    ...overrides,
  } as QuestionImportRecord;
}

/** The import's answer to questionImport(id), once (or `times` times, for the progress page's polling). */
export function importMock(record: QuestionImportRecord, times = 1): MockedResponse {
  return {
    request: { query: QuestionImportDocument, variables: { id: record.id } },
    result: { data: { questionImport: record } },
    maxUsageCount: times,
  };
}

interface RenderImportOptions {
  path: string;
  route?: string;
  mocks?: MockedResponse[];
  privileges?: Privilege[];
  otherRoutes?: RouteObject[];
}

/** An import page as a broker with the given privileges (MANAGE_PROJECT_STATE unless told) sees it. */
export function renderImportPage(element: ReactNode, options: RenderImportOptions) {
  const profile = buildProfile({ privileges: options.privileges ?? ['MANAGE_PROJECT_STATE'] });
  return renderInApp(element, {
    path: options.path,
    route: options.route,
    session: buildSession({ profile }),
    mocks: options.mocks,
    otherRoutes: options.otherRoutes,
  });
}
