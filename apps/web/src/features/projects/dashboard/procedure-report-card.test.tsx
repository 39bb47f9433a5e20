import { PROCEDURE_REPORT_TEXTS, REPORT_MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GenerateProcedureReportDocument, reportDownload } from '../../reports';
import { PROJECT_ID, renderProjectPage } from './dashboard-test-kit';
import { PROCEDURE_REPORT_CARD_TITLE, ProcedureReportCard } from './procedure-report-card';

const path = `/projects/${PROJECT_ID}/dashboard`;
const owner = { __typename: 'User' as const, id: 'user-1' };
const project = (type: 'RFP' | 'PANEL', owners: Array<{ id: string }>) =>
  ({ id: PROJECT_ID, type, productOwners: owners }) as Parameters<typeof ProcedureReportCard>[0]['project'];

describe('ProcedureReportCard (issue 38)', () => {
  it('lets an owner generate the procedure report and downloads it when done', async () => {
    const download = vi.spyOn(reportDownload, 'start').mockImplementation(() => undefined);
    const done = {
      __typename: 'Report' as const,
      id: 'report-1',
      status: 'SUCCESS' as const,
      format: 'PDF' as const,
      fileName: 'Payroll - procedure report.pdf',
      url: '/api/reports/report-1/file',
    };
    renderProjectPage(<ProcedureReportCard project={project('RFP', [owner])} />, {
      path,
      mocks: [
        {
          request: { query: GenerateProcedureReportDocument, variables: { projectId: PROJECT_ID } },
          result: { data: { generateProcedureReport: done } },
        },
      ],
    });
    const card = await screen.findByRole('region', { name: PROCEDURE_REPORT_CARD_TITLE });
    fireEvent.click(await within(card).findByRole('button', { name: PROCEDURE_REPORT_TEXTS.action }));
    expect(await screen.findByText(REPORT_MESSAGES.exported)).toBeTruthy();
    expect(download).toHaveBeenCalledWith('/api/reports/report-1/file');
    download.mockRestore();
  });

  it('is not offered to a non-owner, nor for a panel', () => {
    const { unmount } = renderProjectPage(<ProcedureReportCard project={project('RFP', [{ id: 'someone-else' }])} />, {
      path,
    });
    expect(screen.queryByRole('region', { name: PROCEDURE_REPORT_CARD_TITLE })).toBeNull();
    unmount();
    renderProjectPage(<ProcedureReportCard project={project('PANEL', [owner])} />, { path });
    expect(screen.queryByRole('region', { name: PROCEDURE_REPORT_CARD_TITLE })).toBeNull();
  });
});
