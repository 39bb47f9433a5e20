import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import {
  CLIENT_CELL_TYPES,
  CLIENT_TABLE_LIMITS,
  type ClientCellFile,
  type ClientCellType,
  type ClientTableCell,
  listOptionsProblem,
  maxLengthOptionProblem,
} from '@shortlist/domain';
import { useId, useState } from 'react';

const TYPE_LABELS: Record<ClientCellType, string> = { text: 'Text', list: 'List', file: 'File' };

interface CellSettingsDialogProps {
  /** The cell's accessible name, e.g. 'Answer, row 2'. */
  label: string;
  cell: ClientTableCell;
  onApply: (cell: ClientTableCell) => void;
  onClose: () => void;
}

interface Settings {
  type: ClientCellType;
  maxLength: string;
  options: string[];
  otherOption: boolean;
  multiple: boolean;
}

function settingsOf(cell: ClientTableCell): Settings {
  const { options } = cell;
  return {
    type: cell.value.type,
    maxLength: String('maxLength' in options ? options.maxLength : CLIENT_TABLE_LIMITS.cellText),
    options: 'options' in options ? options.options : [],
    otherOption: 'otherOption' in options ? options.otherOption : false,
    multiple: 'multiple' in options ? options.multiple : false,
  };
}

/** The cell with the settings' type and options; its content kept where the type stays and it still fits. */
function cellWith(cell: ClientTableCell, settings: Settings): ClientTableCell {
  const same = cell.value.type === settings.type;
  if (settings.type === 'text') {
    const content = same && cell.value.type === 'text' ? cell.value.content : '';
    return { value: { type: 'text', content }, options: { maxLength: Number(settings.maxLength) } };
  }
  if (settings.type === 'list') {
    const chosen = same && cell.value.type === 'list' ? cell.value.content : { options: [], otherOption: null };
    return {
      value: {
        type: 'list',
        content: {
          options: chosen.options.filter((option) => settings.options.includes(option)),
          otherOption: settings.otherOption ? chosen.otherOption : null,
        },
      },
      options: { options: settings.options, otherOption: settings.otherOption },
    };
  }
  const files: ClientCellFile[] = same && cell.value.type === 'file' ? cell.value.content.files : [];
  return {
    value: { type: 'file', content: { files: settings.multiple ? files : files.slice(0, 1) } },
    options: { multiple: settings.multiple },
  };
}

/** Spec 2 §3, §5 design mode: a cell's type (text, list, file) and its options. */
export function CellSettingsDialog({ label, cell, onApply, onClose }: CellSettingsDialogProps) {
  const titleId = useId();
  const [settings, setSettings] = useState(() => settingsOf(cell));
  const [newOption, setNewOption] = useState('');
  const [optionError, setOptionError] = useState<string | null>(null);
  const maxLengthError = settings.type === 'text' ? maxLengthOptionProblem(settings.maxLength) : null;
  const update = (patch: Partial<Settings>) => setSettings((current) => ({ ...current, ...patch }));

  const addOption = () => {
    const option = newOption.trim();
    const problem = listOptionsProblem([...settings.options, option]);
    setOptionError(problem);
    if (problem) return;
    update({ options: [...settings.options, option] });
    setNewOption('');
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{`Cell Settings: ${label}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label="Type"
            value={settings.type}
            onChange={(event) => update({ type: event.target.value as ClientCellType })}
          >
            {CLIENT_CELL_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {TYPE_LABELS[type]}
              </MenuItem>
            ))}
          </TextField>
          {settings.type === 'text' ? (
            <TextField
              label="Max length"
              value={settings.maxLength}
              onChange={(event) => update({ maxLength: event.target.value })}
              error={Boolean(maxLengthError)}
              helperText={maxLengthError ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          ) : null}
          {settings.type === 'list' ? (
            <>
              <List dense aria-label="Options">
                {settings.options.map((option) => (
                  <ListItem
                    key={option}
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={`Remove option ${option}`}
                        onClick={() => update({ options: settings.options.filter((each) => each !== option) })}
                      >
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={option} />
                  </ListItem>
                ))}
              </List>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <TextField
                  label="New option"
                  value={newOption}
                  onChange={(event) => setNewOption(event.target.value)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') {
                      event.preventDefault();
                      addOption();
                    }
                  }}
                  error={Boolean(optionError)}
                  helperText={optionError ?? ' '}
                  size="small"
                  fullWidth
                />
                <Button onClick={addOption}>Add Option</Button>
              </Stack>
              <FormControlLabel
                label="Offer another option"
                control={
                  <Switch
                    checked={settings.otherOption}
                    onChange={(event) => update({ otherOption: event.target.checked })}
                  />
                }
              />
            </>
          ) : null}
          {settings.type === 'file' ? (
            <FormControlLabel
              label="Multiple files"
              control={
                <Switch checked={settings.multiple} onChange={(event) => update({ multiple: event.target.checked })} />
              }
            />
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={Boolean(maxLengthError)}
          onClick={() => {
            onApply(cellWith(cell, settings));
            onClose();
          }}
        >
          Apply
        </Button>
      </DialogActions>
    </Dialog>
  );
}
