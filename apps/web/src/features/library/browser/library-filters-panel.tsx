import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { QUESTION_TYPES } from '@shortlist/domain';
import type { ReactNode } from 'react';
import { SearchField } from '../../../components/form';
import type { LibraryQuestionsQuery } from '../../../gql/graphql';
import { QUESTION_TYPE_LABELS } from '../../question-editor';
import { type LibrarySearch, type LibraryTagChoice, toggled } from './library-search';

interface LibraryFiltersPanelProps {
  search: LibrarySearch;
  /** The keyword as typed (the query follows it after a pause). */
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  onChange: (changes: Partial<LibrarySearch>) => void;
  /** The counts of the last answer; none before the first. */
  counts: LibraryQuestionsQuery['libraryQuestions']['filters'] | undefined;
}

const sameTag = (a: LibraryTagChoice, b: LibraryTagChoice) => a.id === b.id;

/**
 * Spec 3 §2, §7 the library's filter panel: keyword, the types and tags with their counts, and Internal (the
 * company's own questions only).
 */
export function LibraryFiltersPanel({ search, keyword, onKeywordChange, onChange, counts }: LibraryFiltersPanelProps) {
  const typeCounts = new Map((counts?.types ?? []).map(({ type, count }) => [type, count]));
  const tagCounts = new Map((counts?.tags ?? []).map(({ tag, count }) => [tag.id, count]));
  const shownTags = [
    ...(counts?.tags ?? []).map(({ tag }) => ({ id: tag.id, label: tag.label })),
    ...search.tags.filter((tag) => !tagCounts.has(tag.id)),
  ];
  const withCount = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SearchField
        label="Keyword"
        placeholder="Search Questions..."
        value={keyword}
        onChange={(event) => onKeywordChange(event.target.value)}
      />
      <FormControlLabel
        label="Internal"
        control={
          <Checkbox checked={search.internal} onChange={(event) => onChange({ internal: event.target.checked })} />
        }
      />
      <FilterGroup legend="Type">
        {QUESTION_TYPES.map((type) => (
          <FormControlLabel
            key={type}
            label={withCount(QUESTION_TYPE_LABELS[type], typeCounts.get(type))}
            control={
              <Checkbox
                size="small"
                checked={search.types.includes(type)}
                onChange={() => onChange({ types: toggled(search.types, type) })}
              />
            }
          />
        ))}
      </FilterGroup>
      {shownTags.length ? (
        <FilterGroup legend="Tags">
          {shownTags.map((tag) => (
            <FormControlLabel
              key={tag.id}
              label={withCount(tag.label, tagCounts.get(tag.id) ?? 0)}
              control={
                <Checkbox
                  size="small"
                  checked={search.tags.some((chosen) => chosen.id === tag.id)}
                  onChange={() => onChange({ tags: toggled(search.tags, tag, sameTag) })}
                />
              }
            />
          ))}
        </FilterGroup>
      ) : null}
    </Box>
  );
}

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset" variant="standard">
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>{children}</FormGroup>
    </FormControl>
  );
}
