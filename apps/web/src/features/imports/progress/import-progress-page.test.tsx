import { IMPORT_MESSAGES } from '@shortlist/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionImportDocument } from '../imports-documents';
import { buildImport, IMPORT_ID, importMock, renderImportPage } from '../imports-test-kit';
import { ImportProgressPage } from './import-progress-page';

function renderProgress(...records: ReturnType<typeof buildImport>[]) {
  return renderImportPage(<ImportProgressPage />, {
    path: `/project-import-wizard/${IMPORT_ID}/upload`,
    route: '/project-import-wizard/:id/upload',
    mocks: records.map((record) => importMock(record)),
  });
}

describe('ImportProgressPage', () => {
  it('shows the percent read while the job runs, then the rows that could not be read and Next', async () => {
    renderProgress(buildImport({ status: 'PENDING', progress: 40, skippedRows: [] }), buildImport());
    const bar = await screen.findByRole('progressbar', { name: 'Reading the file' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText('40%')).toBeTruthy();

    expect(
      await screen.findByText('Payroll questions.xlsx: 2 sections and 3 questions were read.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    const skipped = within(screen.getByRole('table', { name: 'Rows that could not be read' }));
    expect(skipped.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Row', 'Sheet', 'Reason']);
    expect(skipped.getByRole('row', { name: `7 Questions ${IMPORT_MESSAGES.unsupported}` })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe(
      `/project-import-wizard/${IMPORT_ID}/questions`,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows why a failed import failed and a way to upload another file', async () => {
    renderProgress(buildImport({ status: 'FAILED', error: IMPORT_MESSAGES.nothingUsable, skippedRows: [] }));
    expect(await screen.findByText(IMPORT_MESSAGES.nothingUsable)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload Another File' }).getAttribute('href')).toBe(
      '/project-import-wizard/upload',
    );
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
  });

  it("says 'Sorry, something went wrong...' when the import cannot be read", async () => {
    renderImportPage(<ImportProgressPage />, {
      path: `/project-import-wizard/${IMPORT_ID}/upload`,
      route: '/project-import-wizard/:id/upload',
      mocks: [{ request: { query: QuestionImportDocument, variables: { id: IMPORT_ID } }, error: new Error('boom') }],
    });
    expect(await screen.findByText(IMPORT_MESSAGES.failed)).toBeTruthy();
  });
});
