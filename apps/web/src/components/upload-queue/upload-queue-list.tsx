import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { CircularProgress, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import type { ReactNode } from 'react';
import { formatBytes } from '../../lib/format';
import type { UploadItem, UploadState } from './use-upload-queue';

const STATE_ICONS: Record<UploadState, ReactNode> = {
  queued: <HourglassEmptyIcon color="action" />,
  uploading: <CircularProgress size={20} aria-hidden />,
  done: <CheckCircleIcon color="success" />,
  error: <ErrorIcon color="error" />,
};

const STATE_LABELS: Record<Exclude<UploadState, 'error'>, string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  done: 'Uploaded',
};

interface UploadQueueListProps {
  items: readonly UploadItem[];
  label?: string;
}

/** Each file of an upload queue with its state: waiting, uploading, uploaded or the reason it failed. */
export function UploadQueueList({ items, label = 'Uploads' }: UploadQueueListProps) {
  if (items.length === 0) return null;
  return (
    <List aria-label={label} aria-live="polite" dense>
      {items.map((item) => (
        <ListItem key={item.key}>
          <ListItemIcon>{STATE_ICONS[item.state]}</ListItemIcon>
          <ListItemText
            primary={`${item.name} (${formatBytes(item.size)})`}
            secondary={item.state === 'error' ? item.error : STATE_LABELS[item.state]}
            slotProps={{ secondary: { color: item.state === 'error' ? 'error' : 'textSecondary' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
