import { MESSAGES, UPLOAD_LIMIT_BYTES } from '@shortlist/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from './upload-file';
import { useUploadQueue } from './use-upload-queue';

interface PendingRequest {
  url: string;
  body: FormData;
  answer: (status: number, body: unknown) => void;
}

/** A fetch whose answers the test gives one by one. */
function controllableFetch() {
  const requests: PendingRequest[] = [];
  const fetchMock = vi.fn((url: string, init: RequestInit) => {
    const body = init.body;
    if (!(body instanceof FormData)) throw new Error('Expected a multipart body');
    return new Promise<Response>((resolve) => {
      requests.push({
        url,
        body,
        answer: (status, payload) => resolve(new Response(JSON.stringify(payload), { status })),
      });
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return requests;
}

/** The name of the file sent as `file0` in the request at `index`. */
function sentFileName(requests: readonly PendingRequest[], index: number): string | undefined {
  const part = requests[index]?.body.get('file0');
  return part instanceof File ? part.name : undefined;
}

function fileRecord(id: string, filename: string): UploadedFile {
  return { id, filename, url: `/api/file/${id}`, mimetype: 'text/plain', size: 5, description: null };
}

function oversizedFile(): File {
  const file = new File(['x'], 'huge.xlsx');
  Object.defineProperty(file, 'size', { value: UPLOAD_LIMIT_BYTES + 1 });
  return file;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useUploadQueue', () => {
  it('uploads one file at a time, in order, and reports each stored record', async () => {
    const requests = controllableFetch();
    const onUploaded = vi.fn();
    const { result } = renderHook(() => useUploadQueue({ types: 'xlsx', onUploaded }));

    act(() => result.current.enqueue([new File(['first'], 'a.xlsx'), new File(['second'], 'b.xlsx')]));

    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.url).toBe('/api/file/upload?types=xlsx');
    expect(sentFileName(requests, 0)).toBe('a.xlsx');
    expect(result.current.items.map((item) => item.state)).toEqual(['uploading', 'queued']);

    await act(async () => requests[0]?.answer(200, [fileRecord('1', 'a.xlsx')]));
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(sentFileName(requests, 1)).toBe('b.xlsx');
    expect(result.current.items.map((item) => item.state)).toEqual(['done', 'uploading']);

    await act(async () => requests[1]?.answer(413, { message: MESSAGES.fileSizeLimit, code: 'TOO_LARGE' }));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.items.map((item) => item.state)).toEqual(['done', 'error']);
    expect(result.current.items[1]?.error).toBe('File size exceeds maximum limit of 70 MB');
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(onUploaded).toHaveBeenCalledWith(fileRecord('1', 'a.xlsx'));
  });

  it('refuses a file over the limit without sending it', async () => {
    const requests = controllableFetch();
    const { result } = renderHook(() => useUploadQueue());

    act(() => result.current.enqueue([oversizedFile(), new File(['ok'], 'small.xlsx')]));

    expect(result.current.items[0]).toMatchObject({ name: 'huge.xlsx', state: 'error', error: MESSAGES.fileSizeLimit });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(sentFileName(requests, 0)).toBe('small.xlsx');
    expect(requests[0]?.url).toBe('/api/file/upload');
  });
});
