import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField, type TextFieldProps } from '@mui/material';

type SearchFieldProps = Omit<TextFieldProps, 'slotProps' | 'size'> & {
  /** The field's name for assistive technology when it shows a placeholder rather than a label. */
  accessibleName?: string;
};

/** A small text field with a magnifier in front, for the keyword of a list. */
export function SearchField({ accessibleName, ...props }: SearchFieldProps) {
  return (
    <TextField
      size="small"
      {...props}
      slotProps={{
        htmlInput: accessibleName ? { 'aria-label': accessibleName } : undefined,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
