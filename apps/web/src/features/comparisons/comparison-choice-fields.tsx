import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  IconButton,
  Typography,
} from '@mui/material';
import type { ComparisonInput, comparisonSchema } from '@shortlist/domain';
import { useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { z } from 'zod';
import { SearchField } from '../../components/form';
import type { ComparisonChoices } from './comparison-model';

type FormControlOf = Control<ComparisonInput, unknown, z.output<typeof comparisonSchema>>;

const toggled = (ids: readonly string[], id: string, on: boolean) =>
  on ? [...ids, id] : ids.filter((value) => value !== id);

/** Spec 2 §5: at least one accepted product ('Please select at least one product'), in the order chosen. */
export function ProductChoices({
  control,
  products,
}: {
  control: FormControlOf;
  products: ComparisonChoices['products'];
}) {
  const { field, fieldState } = useController({ control, name: 'productIds' });
  const chosen: readonly string[] = field.value;
  return (
    <FormControl component="fieldset" error={fieldState.error !== undefined} margin="normal" fullWidth>
      <FormLabel component="legend">Products</FormLabel>
      <FormGroup>
        {products.map((product) => (
          <FormControlLabel
            key={product.id}
            label={product.vendorName ? `${product.name} (${product.vendorName})` : product.name}
            control={
              <Checkbox
                checked={chosen.includes(product.id)}
                onChange={(event) => field.onChange(toggled(chosen, product.id, event.target.checked))}
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}

/** Each word of the keyword in the label, case-insensitive (spec 3 §5's keyword rule). */
const matches = (label: string, keyword: string) => {
  const text = label.toLowerCase();
  return keyword
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
};

/**
 * Spec 2 §5: at least one approved question ('Please select at least one question'), by section: a section's box
 * chooses all its questions; a keyword narrows the questions shown (and opens their sections).
 */
export function QuestionChoices({
  control,
  sections,
}: {
  control: FormControlOf;
  sections: ComparisonChoices['sections'];
}) {
  const { field, fieldState } = useController({ control, name: 'questionIds' });
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const chosen = new Set<string>(field.value);
  const choose = (ids: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    field.onChange([...next]);
  };
  const shown = sections
    .map((section) => ({
      ...section,
      questions: section.questions.filter((question) => matches(question.label, keyword)),
    }))
    .filter((section) => section.questions.length > 0);
  return (
    <FormControl component="fieldset" error={fieldState.error !== undefined} margin="normal" fullWidth>
      <FormLabel component="legend">Questions</FormLabel>
      <SearchField
        placeholder="Search questions"
        accessibleName="Search questions"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        sx={{ my: 1 }}
      />
      {shown.map((section) => {
        const ids = section.questions.map((question) => question.id);
        const count = ids.filter((id) => chosen.has(id)).length;
        const expanded = keyword !== '' || open.has(section.id);
        return (
          <Box key={section.id}>
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <FormControlLabel
                sx={{ flexGrow: 1 }}
                label={<Typography sx={{ fontWeight: 600 }}>{`${section.name} (${count}/${ids.length})`}</Typography>}
                control={
                  <Checkbox
                    checked={count === ids.length}
                    indeterminate={count > 0 && count < ids.length}
                    onChange={(event) => choose(ids, event.target.checked)}
                  />
                }
              />
              <IconButton
                aria-label={`${expanded ? 'Hide' : 'Show'} the questions of ${section.name}`}
                aria-expanded={expanded}
                onClick={() =>
                  setOpen((current) => {
                    const next = new Set(current);
                    if (!next.delete(section.id)) next.add(section.id);
                    return next;
                  })
                }
              >
                {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              </IconButton>
            </Box>
            {expanded ? (
              <FormGroup sx={{ pl: 4 }}>
                {section.questions.map((question) => (
                  <FormControlLabel
                    key={question.id}
                    label={question.label}
                    control={
                      <Checkbox
                        size="small"
                        checked={chosen.has(question.id)}
                        onChange={(event) => choose([question.id], event.target.checked)}
                      />
                    }
                  />
                ))}
              </FormGroup>
            ) : null}
          </Box>
        );
      })}
      {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
    </FormControl>
  );
}
