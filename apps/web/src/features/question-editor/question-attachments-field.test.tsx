import { type QuestionDefinition, UPLOAD_LIMIT_BYTES } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFiles, stubUploads } from '../../components/upload-queue';
import { renderEditor, save } from './question-editor-test-kit';

const attachments = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `kept-${index + 1}`, filename: `kept-${index + 1}.pdf` }));

const withAttachments = (count: number): QuestionDefinition => ({
  type: 'STRING',
  label: 'Company name',
  helperText: '',
  placeholder: '',
  attachments: attachments(count),
  rules: { maxLength: null },
});

const TOO_MANY = 'Please add not more than 5 files';

const section = () => within(screen.getByRole('region', { name: 'Question Attachments' }));
const fileInput = () => screen.getByLabelText('Files to add');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('QuestionAttachmentsField', () => {
  it('uploads the files chosen, links each to its download and saves them with the question', async () => {
    const fetchMock = stubUploads();
    const { onSubmit } = renderEditor({ mode: 'edit', initial: withAttachments(1) });
    expect(section().getByRole('button', { name: 'Add Files' })).toBeTruthy();
    chooseFiles(fileInput(), ['scope.pdf', 'pricing.pdf']);

    expect(await section().findByRole('link', { name: 'pricing.pdf' })).toHaveProperty(
      'href',
      expect.stringContaining('/api/file/file-2'),
    );
    expect(section().getByRole('link', { name: 'scope.pdf' })).toHaveProperty(
      'href',
      expect.stringContaining('/api/file/file-1'),
    );
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/file/upload', '/api/file/upload']);
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].attachments).toEqual([
      { id: 'kept-1', filename: 'kept-1.pdf' },
      { id: 'file-1', filename: 'scope.pdf' },
      { id: 'file-2', filename: 'pricing.pdf' },
    ]);
  });

  it('removes a file', async () => {
    const { onSubmit } = renderEditor({ mode: 'edit', initial: withAttachments(2) });
    fireEvent.click(section().getByRole('button', { name: 'Remove kept-1.pdf' }));
    expect(section().queryByRole('link', { name: 'kept-1.pdf' })).toBeNull();
    save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].attachments).toEqual([{ id: 'kept-2', filename: 'kept-2.pdf' }]);
  });

  it('refuses a sixth file with the domain message until one is removed', async () => {
    const fetchMock = stubUploads();
    renderEditor({ mode: 'edit', initial: withAttachments(5) });
    chooseFiles(fileInput(), ['sixth.pdf']);
    expect(await section().findByText(TOO_MANY)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.click(section().getByRole('button', { name: 'Remove kept-5.pdf' }));
    await waitFor(() => expect(section().queryByText(TOO_MANY)).toBeNull());
    chooseFiles(fileInput(), ['sixth.pdf']);
    expect(await section().findByRole('link', { name: 'sixth.pdf' })).toBeTruthy();
  });

  it('shows an upload refused before sending', async () => {
    const fetchMock = stubUploads();
    renderEditor();
    const huge = new File(['x'], 'huge.pdf');
    Object.defineProperty(huge, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
    fireEvent.change(fileInput(), { target: { files: [huge] } });
    const uploads = within(await section().findByRole('list', { name: 'Attachment uploads' }));
    expect(uploads.getByText('File size exceeds maximum limit of 70 MB')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
