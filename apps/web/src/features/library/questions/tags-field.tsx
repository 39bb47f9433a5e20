import { useQuery } from '@apollo/client/react';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { LibraryTagsDocument } from '../library-documents';

/** Spec 3 §7, §9: the tag search waits 500 ms after the last key. */
export const TAG_SEARCH_DEBOUNCE_MS = 500;

interface TagsFieldProps {
  value: readonly string[];
  onChange: (labels: string[]) => void;
}

/** A question's tags: known tags offered as the user types, or any new label (it becomes a private tag). */
export function TagsField({ value, onChange }: TagsFieldProps) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), TAG_SEARCH_DEBOUNCE_MS);
  const { data, loading } = useQuery(LibraryTagsDocument, { variables: { search } });
  const options = (data?.libraryTags ?? []).map((tag) => tag.label);

  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={options}
      loading={loading}
      value={[...value]}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, labels) => onChange(labels.map((label) => label.trim()).filter(Boolean))}
      filterSelectedOptions
      renderInput={(params) => (
        <TextField {...params} label="Tags" margin="normal" helperText="Press Enter to add a new tag" />
      )}
    />
  );
}
