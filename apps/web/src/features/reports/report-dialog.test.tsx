import type { MockedResponse } from '@apollo/client/testing';
import { REPORT_MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScoringType } from '../../gql/graphql';
import { renderInApp } from '../../test/render-in-app';
import { ReportDialog } from './report-dialog';
import { reportDownload } from './report-download';
import { GenerateProjectReportDocument, ReportChoicesDocument, ReportDocument } from './reports-documents';

const SCOPE = { projectId: 'project-1', branchId: null };
const URL = '/api/reports/report-1/file';

const choicesMock = (scoringType: ScoringType = 'NUMBERS', hasClientTables = true): MockedResponse => ({
  request: { query: ReportChoicesDocument, variables: { projectId: 'project-1', branchId: null } },
  result: {
    data: {
      reportChoices: {
        __typename: 'ReportChoices',
        scoringType,
        hasClientTables,
        products: [
          { __typename: 'ReportProduct', id: 'globex', name: 'Globex — Benefits' },
          { __typename: 'ReportProduct', id: 'initech', name: 'Initech — Payroll' },
        ],
      },
    },
  },
});

const report = (status: 'PENDING' | 'SUCCESS' | 'FAILED') => ({
  __typename: 'Report',
  id: 'report-1',
  status,
  format: 'XLSX',
  fileName: status === 'SUCCESS' ? 'Project - report.xlsx' : null,
  url: status === 'SUCCESS' ? URL : null,
});

const generateMock = (input: Record<string, unknown>): MockedResponse => ({
  request: { query: GenerateProjectReportDocument, variables: { input } },
  result: { data: { generateProjectReport: report('PENDING') } },
});

const pollMock = (status: 'PENDING' | 'SUCCESS' | 'FAILED'): MockedResponse => ({
  request: { query: ReportDocument, variables: { id: 'report-1' } },
  result: { data: { report: report(status) } },
});

const XLSX_INPUT = {
  projectId: 'project-1',
  branchId: null,
  projectComparisonId: null,
  format: 'XLSX',
  productIds: ['initech'],
  skipDescription: false,
  includeAnswerScore: false,
  includeQuestionWeight: false,
  includeNotes: true,
  includeClientTables: false,
};

async function openDialog(mocks: MockedResponse[]) {
  const onClose = vi.fn();
  renderInApp(<ReportDialog scope={SCOPE} onClose={onClose} />, { mocks });
  const dialog = within(await screen.findByRole('dialog', { name: 'Export Report' }));
  await dialog.findByRole('checkbox', { name: 'Globex — Benefits' });
  return { dialog, onClose };
}

/** XLSX, Initech only, with notes. */
function chooseXlsxWithNotes(dialog: Awaited<ReturnType<typeof openDialog>>['dialog']) {
  fireEvent.click(dialog.getByRole('radio', { name: 'XLSX' }));
  fireEvent.click(dialog.getByRole('checkbox', { name: 'Globex — Benefits' }));
  fireEvent.click(dialog.getByRole('checkbox', { name: 'Notes' }));
  fireEvent.click(dialog.getByRole('button', { name: 'Export' }));
}

const optionNames = (dialog: Awaited<ReturnType<typeof openDialog>>['dialog']) =>
  within(dialog.getByRole('group', { name: 'Options' }))
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

afterEach(() => vi.restoreAllMocks());

describe('the report dialog (spec 2 §7)', () => {
  it('offers PDF answer score, question weight (NUMBERS) and client tables; XLSX notes too', async () => {
    const { dialog } = await openDialog([choicesMock()]);
    expect(dialog.getByRole('checkbox', { name: 'Initech — Payroll' })).toHaveProperty('checked', true);
    expect(optionNames(dialog)).toEqual(['Skip description', 'Answer score', 'Question weight', 'Client tables']);
    fireEvent.click(dialog.getByRole('radio', { name: 'XLSX' }));
    expect(optionNames(dialog)).toEqual([
      'Skip description',
      'Answer score',
      'Question weight',
      'Notes',
      'Client tables',
    ]);
  });

  it('offers a PDF no question weight with colour scoring, and no client tables when there are none', async () => {
    const { dialog } = await openDialog([choicesMock('COLORS', false)]);
    expect(optionNames(dialog)).toEqual(['Skip description', 'Answer score']);
  });

  it('asks for at least one product', async () => {
    const { dialog } = await openDialog([choicesMock()]);
    for (const name of ['Globex — Benefits', 'Initech — Payroll'])
      fireEvent.click(dialog.getByRole('checkbox', { name }));
    fireEvent.click(dialog.getByRole('button', { name: 'Export' }));
    expect(await dialog.findByText(REPORT_MESSAGES.noProduct)).toBeTruthy();
  });

  it('shows progress while the report is PENDING, then says it is exported and downloads it', async () => {
    const download = vi.spyOn(reportDownload, 'start').mockImplementation(() => undefined);
    const { dialog, onClose } = await openDialog([
      choicesMock(),
      generateMock(XLSX_INPUT),
      pollMock('PENDING'),
      pollMock('SUCCESS'),
    ]);
    chooseXlsxWithNotes(dialog);
    expect(await dialog.findByText('Status: Generating…')).toBeTruthy();
    expect(await screen.findByText(REPORT_MESSAGES.exported, {}, { timeout: 4000 })).toBeTruthy();
    expect(download).toHaveBeenCalledWith(URL);
    expect(onClose).toHaveBeenCalled();
  });

  it('says the system is unable to generate the report when the job FAILED', async () => {
    const download = vi.spyOn(reportDownload, 'start').mockImplementation(() => undefined);
    const { dialog, onClose } = await openDialog([choicesMock(), generateMock(XLSX_INPUT), pollMock('FAILED')]);
    chooseXlsxWithNotes(dialog);
    expect(await screen.findByText(REPORT_MESSAGES.failed, {}, { timeout: 3000 })).toBeTruthy();
    expect(dialog.getByText(`Status: Failed. ${REPORT_MESSAGES.failed}`)).toBeTruthy();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', false));
    expect(download).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says why the server refused the report, and keeps the dialog open', async () => {
    const refused: MockedResponse = {
      request: { query: GenerateProjectReportDocument, variables: { input: XLSX_INPUT } },
      result: { errors: [new GraphQLError(REPORT_MESSAGES.pdfTooLarge, { extensions: { code: 'BAD_USER_INPUT' } })] },
    };
    const { dialog, onClose } = await openDialog([choicesMock(), refused]);
    chooseXlsxWithNotes(dialog);
    expect(await dialog.findByText(REPORT_MESSAGES.pdfTooLarge)).toBeTruthy();
    expect(dialog.queryByText(`Status: Failed. ${REPORT_MESSAGES.failed}`)).toBeNull();
    expect(dialog.getByRole('button', { name: 'Export' })).toHaveProperty('disabled', false);
    expect(onClose).not.toHaveBeenCalled();
  });
});
