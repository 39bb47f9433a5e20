import { UPLOAD_LIMIT_BYTES } from '@shortlist/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFiles, stubUploads } from '../../../components/upload-queue';
import { buildQuestion, QUESTION_LABEL, renderAnswerInput } from './answer-input-test-kit';

const fileQuestion = (file: { maxSize?: number | null; mimeTypes?: string[]; multiple?: boolean } = {}) =>
  buildQuestion('FILE', { file: { maxSize: null, mimeTypes: [], multiple: false, ...file } });

const group = () => within(screen.getByRole('group', { name: `${QUESTION_LABEL} files` }));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AnswerInput, FILE', () => {
  it('uploads through the queue and gives the stored file as the answer; a single file is replaced', async () => {
    const fetchMock = stubUploads();
    const { lastDraft } = renderAnswerInput(fileQuestion());
    expect(group().getByRole('button', { name: 'Upload File' })).toBeTruthy();
    chooseFiles(screen.getByLabelText('File to upload'), ['offer.pdf']);
    expect(await group().findByRole('link', { name: 'offer.pdf' })).toHaveProperty(
      'href',
      expect.stringContaining('/api/file/file-1'),
    );
    expect(lastDraft()?.value).toEqual([{ id: 'file-1', filename: 'offer.pdf' }]);

    chooseFiles(screen.getByLabelText('File to upload'), ['offer-v2.pdf']);
    await waitFor(() => expect(lastDraft()?.value).toEqual([{ id: 'file-2', filename: 'offer-v2.pdf' }]));
    expect(group().queryByRole('link', { name: 'offer.pdf' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/file/upload', '/api/file/upload']);
  });

  it('several files when the question allows, one at a time, and Remove takes one away', async () => {
    stubUploads();
    const { lastDraft } = renderAnswerInput(fileQuestion({ multiple: true }), {
      draft: { value: [{ id: 'kept', filename: 'kept.pdf' }] },
    });
    chooseFiles(screen.getByLabelText('Files to upload'), ['a.pdf', 'b.pdf']);
    await waitFor(() =>
      expect(lastDraft()?.value).toEqual([
        { id: 'kept', filename: 'kept.pdf' },
        { id: 'file-1', filename: 'a.pdf' },
        { id: 'file-2', filename: 'b.pdf' },
      ]),
    );
    fireEvent.click(group().getByRole('button', { name: 'Remove kept.pdf' }));
    expect(lastDraft()?.value).toEqual([
      { id: 'file-1', filename: 'a.pdf' },
      { id: 'file-2', filename: 'b.pdf' },
    ]);
  });

  it('refuses a file over 70 MB in the queue, and one over the question’s maximum before queueing', async () => {
    const fetchMock = stubUploads();
    renderAnswerInput(fileQuestion({ maxSize: 3, mimeTypes: ['application/pdf', 'image/png'] }));
    const input = screen.getByLabelText('File to upload');
    expect(input.getAttribute('accept')).toBe('application/pdf,image/png');

    chooseFiles(input, ['four-bytes.pdf']);
    expect(await group().findByText('File size exceeds maximum')).toBeTruthy();

    const huge = new File(['x'], 'huge.pdf');
    Object.defineProperty(huge, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
    renderAnswerInput(fileQuestion());
    fireEvent.change(screen.getAllByLabelText('File to upload')[1] as HTMLElement, { target: { files: [huge] } });
    const uploads = within(await screen.findByRole('list', { name: 'Answer uploads' }));
    expect(uploads.getByText('File size exceeds maximum limit of 70 MB')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('read-only: the files as links, nothing to upload or remove', () => {
    renderAnswerInput(fileQuestion({ multiple: true }), {
      readOnly: true,
      draft: { value: [{ id: 'kept', filename: 'kept.pdf' }] },
    });
    expect(group().getByRole('link', { name: 'kept.pdf' })).toBeTruthy();
    expect(group().queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Files to upload')).toBeNull();
  });
});
