import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';

const ICONS = { Edit: EditIcon, Delete: DeleteIcon } as const;

interface RowActionProps {
  action: keyof typeof ICONS;
  /** What the row is called, for the accessible name: 'Edit Contoso'. */
  name: string;
  onClick: () => void;
  disabled?: boolean;
}

/** An icon button of a table row (edit or delete) with its tooltip and an accessible name naming the row. */
export function RowAction({ action, name, onClick, disabled = false }: RowActionProps) {
  const Icon = ICONS[action];
  const button = (
    <IconButton aria-label={`${action} ${name}`} onClick={onClick} disabled={disabled}>
      <Icon fontSize="small" />
    </IconButton>
  );
  // A disabled button fires no events, so its tooltip needs a wrapper to appear.
  return <Tooltip title={action}>{disabled ? <span>{button}</span> : button}</Tooltip>;
}
