import type { MockedResponse } from '@apollo/client/testing';
import { IMPORT_FILE_MAX_BYTES, MESSAGES } from '@shortlist/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubUploads } from '../../../components/upload-queue';
import { ParseImportedProjectDocument } from '../imports-documents';
import { buildImport, renderImportPage } from '../imports-test-kit';
import { ImportUploadPage } from './import-upload-page';

/** An XLSX is a zip: these are its first bytes. */
const ZIP_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);

const xlsx = (name = 'Payroll questions.xlsx', content: BlobPart = ZIP_HEAD) => new File([content], name);

const parseMock = (fileId: string): MockedResponse => ({
  request: { query: ParseImportedProjectDocument, variables: { fileId } },
  result: { data: { parseImportedProject: buildImport({ status: 'PENDING', progress: 0 }) } },
});

function renderUpload(mocks: MockedResponse[] = []) {
  return renderImportPage(<ImportUploadPage />, {
    path: '/project-import-wizard/upload',
    mocks,
    otherRoutes: [{ path: '/project-import-wizard/:id/upload', element: 'Progress page' }],
  });
}

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('Spreadsheet file'), { target: { files: [file] } });
const submit = () => screen.getByRole('button', { name: 'Submit' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ImportUploadPage', () => {
  it('shows the steps, the sample file, Cancel to My Uploads and no Submit before a file is chosen', async () => {
    renderUpload();
    expect(await screen.findByRole('heading', { name: 'Import Questions' })).toBeTruthy();
    for (const step of ['Upload File', 'Review Questions', 'Manage Data']) expect(screen.getByText(step)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Download the sample file/ }).getAttribute('href')).toBe(
      '/assets/templates/import_questions.xlsx',
    );
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/account/uploads');
    expect(screen.getByRole('button', { name: 'Choose File' })).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('refuses what is not an .xlsx by its name or by its content, and a file over 70 MB, before sending', async () => {
    const fetchMock = stubUploads();
    renderUpload();
    choose(xlsx('questions.csv', 'a,b'));
    expect(await screen.findByText(MESSAGES.spreadsheetOnly)).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);

    choose(xlsx('renamed.xlsx', 'just text'));
    expect(await screen.findByText('Chosen file: renamed.xlsx')).toBeTruthy();
    expect(screen.getByText(MESSAGES.spreadsheetOnly)).toBeTruthy();

    const huge = xlsx('huge.xlsx');
    Object.defineProperty(huge, 'size', { value: IMPORT_FILE_MAX_BYTES + 1 });
    choose(huge);
    expect(await screen.findByText(MESSAGES.fileSizeLimit)).toBeTruthy();
    expect(submit()).toHaveProperty('disabled', true);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uploads a dropped spreadsheet, asks for it to be parsed and shows the progress', async () => {
    const fetchMock = stubUploads();
    renderUpload([parseMock('file-1')]);
    fireEvent.drop(screen.getByRole('region', { name: 'Drop zone' }), { dataTransfer: { files: [xlsx()] } });
    expect(await screen.findByText('Chosen file: Payroll questions.xlsx')).toBeTruthy();
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    expect(await screen.findByText('Progress page')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toContain('/api/file/upload');
  });

  it("shows the server's refusal of the file", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ message: MESSAGES.spreadsheetOnly }, { status: 400 })),
    );
    renderUpload();
    choose(xlsx());
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    expect(await screen.findByText(MESSAGES.spreadsheetOnly)).toBeTruthy();
  });
});
