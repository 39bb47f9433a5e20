import {
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
} from '@mui/material';
import type { ClientFileCell, ClientListCell, ClientTableCell, ClientTextCell } from '@shortlist/domain';
import { CellFilesInput } from './cell-files-input';

interface CellValueInputProps {
  cell: ClientTableCell;
  /** The accessible name, e.g. 'Answer, row 2'. */
  label: string;
  error?: string;
  disabled?: boolean;
  onChange: (cell: ClientTableCell) => void;
}

/** Editing a cell's content by its type: text, the list's options (and other text), or files. */
export function CellValueInput({ cell, label, error, disabled, onChange }: CellValueInputProps) {
  if (cell.value.type === 'text') {
    return (
      <TextCellInput
        cell={cell as ClientTextCell}
        label={label}
        error={error}
        disabled={disabled}
        onChange={onChange}
      />
    );
  }
  if (cell.value.type === 'list') {
    return (
      <ListCellInput
        cell={cell as ClientListCell}
        label={label}
        error={error}
        disabled={disabled}
        onChange={onChange}
      />
    );
  }
  return (
    <CellFilesInput cell={cell as ClientFileCell} label={label} error={error} disabled={disabled} onChange={onChange} />
  );
}

interface TypedInputProps<Cell> extends Omit<CellValueInputProps, 'cell'> {
  cell: Cell;
}

function TextCellInput({ cell, label, error, disabled, onChange }: TypedInputProps<ClientTextCell>) {
  return (
    <TextField
      value={cell.value.content}
      onChange={(event) => onChange({ ...cell, value: { type: 'text', content: event.target.value } })}
      slotProps={{ htmlInput: { 'aria-label': label } }}
      error={Boolean(error)}
      helperText={error ?? `(${cell.options.maxLength} chars max)`}
      disabled={disabled}
      size="small"
      multiline
      maxRows={6}
      fullWidth
    />
  );
}

function ListCellInput({ cell, label, error, disabled, onChange }: TypedInputProps<ClientListCell>) {
  const { content } = cell.value;
  const toggle = (option: string, on: boolean) => {
    const options = on ? [...content.options, option] : content.options.filter((chosen) => chosen !== option);
    onChange({ ...cell, value: { type: 'list', content: { ...content, options } } });
  };
  const setOther = (otherOption: string | null) =>
    onChange({ ...cell, value: { type: 'list', content: { ...content, otherOption } } });
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} size="small">
      <FormLabel component="legend" sx={{ fontSize: 12 }}>
        {label}
      </FormLabel>
      <FormGroup>
        {cell.options.options.map((option) => (
          <FormControlLabel
            key={option}
            label={option}
            control={
              <Checkbox
                size="small"
                checked={content.options.includes(option)}
                onChange={(event) => toggle(option, event.target.checked)}
              />
            }
          />
        ))}
        {cell.options.otherOption ? (
          <>
            <FormControlLabel
              label="Other"
              control={
                <Checkbox
                  size="small"
                  checked={content.otherOption !== null}
                  onChange={(event) => setOther(event.target.checked ? '' : null)}
                />
              }
            />
            {content.otherOption !== null ? (
              <TextField
                size="small"
                value={content.otherOption}
                onChange={(event) => setOther(event.target.value)}
                slotProps={{ htmlInput: { 'aria-label': `${label}, other` } }}
                disabled={disabled}
              />
            ) : null}
          </>
        ) : null}
      </FormGroup>
      {error ? <FormHelperText>{error}</FormHelperText> : null}
    </FormControl>
  );
}
