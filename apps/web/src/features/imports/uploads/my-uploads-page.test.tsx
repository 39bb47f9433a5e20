import type { MockedResponse } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeleteQuestionImportDocument, QuestionImportsDocument } from '../imports-documents';
import { renderImportPage } from '../imports-test-kit';
import { MyUploadsPage } from './my-uploads-page';

const upload = (id: string, name: string) => ({
  __typename: 'QuestionImport',
  id,
  name,
  uploadedAt: '2026-11-20T10:30:00.000Z',
});

const listMock = (keyword: string | null, rows: ReturnType<typeof upload>[]): MockedResponse => ({
  request: {
    query: QuestionImportsDocument,
    variables: {
      pagination: { page: 1, pageSize: 10, sort: { field: 'createdAt', direction: 'DESC' }, keyword },
    },
  },
  result: { data: { questionImports: { __typename: 'QuestionImportPage', total: rows.length, results: rows } } },
});

const PAYROLL = upload('import-1', 'Payroll questions.xlsx');
const SECURITY = upload('import-2', 'Security review.xlsx');

function renderUploads(mocks: MockedResponse[]) {
  return renderImportPage(<MyUploadsPage />, { path: '/account/uploads', mocks });
}

const table = () => within(screen.getByRole('table', { name: 'My Uploads' }));

describe('MyUploadsPage', () => {
  it('lists the uploads with Name to the review, Type Questions and Uploaded At, and Upload', async () => {
    renderUploads([listMock(null, [PAYROLL, SECURITY])]);
    expect(await table().findByRole('link', { name: 'Payroll questions.xlsx' })).toHaveProperty(
      'href',
      expect.stringContaining('/project-import-wizard/import-1/questions'),
    );
    expect(
      table()
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Type', 'Uploaded At', 'Actions']);
    expect(table().getAllByText('Questions')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'My Uploads' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload' }).getAttribute('href')).toBe('/project-import-wizard/upload');
  });

  it('searches by keyword', async () => {
    renderUploads([listMock(null, [PAYROLL, SECURITY]), listMock('secur', [SECURITY])]);
    await table().findByText('Payroll questions.xlsx');
    fireEvent.change(screen.getByRole('textbox', { name: /search/i }), { target: { value: 'secur' } });
    await waitFor(() => expect(table().queryByText('Payroll questions.xlsx')).toBeNull());
    expect(table().getByText('Security review.xlsx')).toBeTruthy();
  });

  it('deletes an upload after a warning', async () => {
    const deletion: MockedResponse = {
      request: { query: DeleteQuestionImportDocument, variables: { id: 'import-1' } },
      result: { data: { deleteQuestionImport: 'import-1' } },
    };
    renderUploads([listMock(null, [PAYROLL, SECURITY]), deletion, listMock(null, [SECURITY])]);
    fireEvent.click(await table().findByRole('button', { name: 'Delete Payroll questions.xlsx' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText(
        'Are you sure you want to delete Payroll questions.xlsx? The file and the questions read from it will be deleted.',
      ),
    ).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Upload has been deleted')).toBeTruthy();
    await waitFor(() => expect(table().queryByText('Payroll questions.xlsx')).toBeNull());
  });
});
