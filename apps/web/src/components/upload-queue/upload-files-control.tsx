import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button } from '@mui/material';
import { useRef } from 'react';
import { UploadQueueList } from './upload-queue-list';
import type { UploadQueue } from './use-upload-queue';

interface UploadFilesControlProps {
  uploads: UploadQueue;
  /** The button's text, e.g. 'Attach Files'. */
  buttonLabel: string;
  /** The accessible name of the (hidden) file input. */
  inputLabel: string;
  /** The accessible name of the list of uploads under way or failed. */
  listLabel: string;
  /** Receives the files chosen; queues them for upload unless given. */
  onChoose?: (files: File[]) => void;
  /** The file picker's filter, e.g. '.xlsx'. */
  accept?: string;
  /** Whether several files may be chosen at once (the default). */
  multiple?: boolean;
}

/**
 * A button opening the file picker (several files at once unless `multiple` is false), and the uploads not yet
 * attached: waiting, uploading or failed with their reason. The button is disabled while an upload is under way.
 */
export function UploadFilesControl({
  uploads,
  buttonLabel,
  inputLabel,
  listLabel,
  onChoose,
  accept,
  multiple = true,
}: UploadFilesControlProps) {
  const input = useRef<HTMLInputElement>(null);
  const unfinished = uploads.items.filter((item) => item.state !== 'done');
  return (
    <>
      <UploadQueueList items={unfinished} label={listLabel} />
      <input
        ref={input}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        aria-label={inputLabel}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) (onChoose ?? uploads.enqueue)(files);
        }}
      />
      <Button startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={uploads.busy}>
        {buttonLabel}
      </Button>
    </>
  );
}
