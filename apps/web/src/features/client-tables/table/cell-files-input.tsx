import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Alert, Button, FormHelperText, Stack } from '@mui/material';
import type { ClientFileCell, ClientTableCell } from '@shortlist/domain';
import { useRef, useState } from 'react';
import { AttachedFileRow, fileDownloadUrl, uploadFile } from '../../../components/upload-queue';
import { toUserMessage } from '../../../lib/errors';

interface CellFilesInputProps {
  cell: ClientFileCell;
  label: string;
  error?: string;
  disabled?: boolean;
  onChange: (cell: ClientTableCell) => void;
}

/** A file cell: its files with Remove, and Attach File(s) — one file unless the cell takes several. */
export function CellFilesInput({ cell, label, error, disabled, onChange }: CellFilesInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { files } = cell.value.content;
  const { multiple } = cell.options;
  const setFiles = (next: typeof files) =>
    onChange({ value: { type: 'file', content: { files: next } }, options: cell.options });

  const attach = async (chosen: File[]) => {
    setBusy(true);
    setFailure(null);
    try {
      const uploaded = [];
      for (const file of chosen) {
        const record = await uploadFile(file);
        uploaded.push({ id: record.id, filename: record.filename });
      }
      setFiles(multiple ? [...files, ...uploaded] : uploaded.slice(0, 1));
    } catch (problem) {
      setFailure(toUserMessage(problem));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={0.5}>
      {files.map((file) => (
        <AttachedFileRow
          key={file.id}
          filename={file.filename}
          url={fileDownloadUrl(file.id)}
          removeLabel={`Remove file ${file.filename} from ${label}`}
          onRemove={() => setFiles(files.filter((each) => each.id !== file.id))}
        />
      ))}
      <input
        ref={input}
        type="file"
        hidden
        multiple={multiple}
        aria-label={`Choose files for ${label}`}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          event.target.value = '';
          if (chosen.length > 0) void attach(chosen);
        }}
      />
      <Button
        size="small"
        startIcon={<AttachFileIcon />}
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
        aria-label={`Attach files to ${label}`}
        sx={{ alignSelf: 'flex-start' }}
      >
        {multiple ? 'Attach Files' : 'Attach File'}
      </Button>
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Stack>
  );
}
