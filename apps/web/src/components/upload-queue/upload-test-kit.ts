import { fireEvent } from '@testing-library/react';
import { vi } from 'vitest';
import type { UploadedFile } from './upload-file';

/** Answers every upload at once with a stored record named after the file sent: ids 'file-1', 'file-2'… in order. */
export function stubUploads() {
  let stored = 0;
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const part = init.body instanceof FormData ? init.body.get('file0') : null;
    stored += 1;
    const record: UploadedFile = {
      id: `file-${stored}`,
      filename: part instanceof File ? part.name : '',
      url: `/api/file/file-${stored}`,
      mimetype: 'application/pdf',
      size: 4,
      description: null,
    };
    return Response.json([record]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Chooses files by name in a file input. */
export function chooseFiles(input: HTMLElement, names: readonly string[]) {
  const files = names.map((name) => new File(['%PDF'], name, { type: 'application/pdf' }));
  fireEvent.change(input, { target: { files } });
}
