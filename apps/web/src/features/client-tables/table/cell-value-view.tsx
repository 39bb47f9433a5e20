import { Link, Stack, Typography } from '@mui/material';
import type { ClientTableCell } from '@shortlist/domain';
import { fileDownloadUrl } from '../../../components/upload-queue';

/** A cell as read: its text, its chosen options (and other text), or its files as download links. */
export function CellValueView({ cell }: { cell: ClientTableCell }) {
  const { value } = cell;
  if (value.type === 'text')
    return (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {value.content}
      </Typography>
    );
  if (value.type === 'list') {
    const chosen = [...value.content.options, ...(value.content.otherOption ? [value.content.otherOption] : [])];
    return <Typography variant="body2">{chosen.join(', ')}</Typography>;
  }
  return (
    <Stack spacing={0.5}>
      {value.content.files.map((file) => (
        <Link key={file.id} href={fileDownloadUrl(file.id)} target="_blank" rel="noopener">
          {file.filename}
        </Link>
      ))}
    </Stack>
  );
}
