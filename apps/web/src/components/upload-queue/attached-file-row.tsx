import DeleteIcon from '@mui/icons-material/Delete';
import { IconButton, Link, Stack, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';

interface AttachedFileRowProps {
  filename: string;
  /** Where the file downloads from. */
  url: string;
  /** The Remove button's accessible name, e.g. 'Remove file brief.pdf'. */
  removeLabel: string;
  onRemove: () => void;
  /** Fields of the file's own between its name and Remove, e.g. a description. */
  children?: ReactNode;
}

/** One attached file: its name as a download link, and a Remove button. */
export function AttachedFileRow({ filename, url, removeLabel, onRemove, children }: AttachedFileRowProps) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }} sx={{ alignItems: 'center' }}>
      <Link href={url} target="_blank" rel="noopener" sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
        {filename}
      </Link>
      {children}
      <Tooltip title="Remove">
        <IconButton aria-label={removeLabel} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
