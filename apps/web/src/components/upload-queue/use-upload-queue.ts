import { MESSAGES, UPLOAD_LIMIT_BYTES } from '@shortlist/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toUserMessage } from '../../lib/errors';
import { type UploadedFile, uploadFile } from './upload-file';

export type UploadState = 'queued' | 'uploading' | 'done' | 'error';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  state: UploadState;
  /** The reason an upload failed, worded for the user. */
  error: string | null;
  record: UploadedFile | null;
}

export interface UploadQueueOptions {
  /** Passed to the server as the `types` query, for instance 'xlsx'. */
  types?: string;
  /** Called once per file the server has stored. */
  onUploaded?: (record: UploadedFile) => void;
}

export interface UploadQueue {
  items: readonly UploadItem[];
  /** True while a file is waiting or being sent. */
  busy: boolean;
  enqueue: (files: Iterable<File>) => void;
}

interface PendingUpload {
  key: string;
  file: File;
}

/**
 * Uploads files one at a time, in the order they were added. Files over the upload limit are refused before
 * anything is sent.
 */
export function useUploadQueue(options: UploadQueueOptions = {}): UploadQueue {
  const [items, setItems] = useState<UploadItem[]>([]);
  const pending = useRef<PendingUpload[]>([]);
  const running = useRef(false);
  const lastKey = useRef(0);
  const latestOptions = useRef(options);

  useEffect(() => {
    latestOptions.current = options;
  });

  const update = useCallback((key: string, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  }, []);

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = pending.current.shift(); next !== undefined; next = pending.current.shift()) {
        update(next.key, { state: 'uploading' });
        try {
          const record = await uploadFile(next.file, latestOptions.current.types);
          update(next.key, { state: 'done', record });
          latestOptions.current.onUploaded?.(record);
        } catch (error) {
          update(next.key, { state: 'error', error: toUserMessage(error) });
        }
      }
    } finally {
      running.current = false;
    }
  }, [update]);

  const enqueue = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file): UploadItem => {
        lastKey.current += 1;
        const key = `upload-${lastKey.current}`;
        const tooLarge = file.size > UPLOAD_LIMIT_BYTES;
        if (!tooLarge) pending.current.push({ key, file });
        return {
          key,
          name: file.name,
          size: file.size,
          state: tooLarge ? 'error' : 'queued',
          error: tooLarge ? MESSAGES.fileSizeLimit : null,
          record: null,
        };
      });
      setItems((current) => [...current, ...added]);
      void drain();
    },
    [drain],
  );

  const busy = items.some((item) => item.state === 'queued' || item.state === 'uploading');
  return { items, busy, enqueue };
}
