import { TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import {
  COLOUR_LABELS,
  COLOUR_RATINGS,
  colourSwatch,
  NO_RATE,
  RATING_LABELS,
  RATINGS,
  SCORE_COLOURS,
  type ScoringType,
  tintOf,
} from '@shortlist/domain';

interface RatingControlProps {
  scoringType: ScoringType;
  rating: number | null;
  /** 'Rating of <product> for <question>'. */
  label: string;
  contrastMode: boolean;
  disabled: boolean;
  onRate: (rating: number) => void;
}

const NOT_RATED = 'Not rated';

/**
 * Spec 2 §9 rating: with NUMBERS a choice of No Rate, Failed and 1 to 5, tinted by the rating; with COLORS No Rate
 * and the four colours (green 5, blue 3, red 1, neutral 0), drawn as spec 1 §6 contrast mode says.
 */
export function RatingControl({ scoringType, rating, label, contrastMode, disabled, onRate }: RatingControlProps) {
  if (scoringType === 'COLORS') return <ColourRating {...{ rating, label, contrastMode, disabled, onRate }} />;
  const swatch = colourSwatch(tintOf(rating), contrastMode);
  return (
    <TextField
      select
      size="small"
      label="Rating"
      value={rating === null ? '' : String(rating)}
      disabled={disabled}
      onChange={(event) => onRate(Number(event.target.value))}
      slotProps={{
        select: { native: true },
        htmlInput: { 'aria-label': label, style: { color: swatch.foreground } },
        inputLabel: { shrink: true },
      }}
      sx={{ minWidth: 130, '& .MuiInputBase-root': { backgroundColor: swatch.background } }}
    >
      {rating === null ? (
        <option value="" disabled>
          {NOT_RATED}
        </option>
      ) : null}
      {RATINGS.map((option) => (
        <option key={option} value={option}>
          {RATING_LABELS[option]}
        </option>
      ))}
    </TextField>
  );
}

function ColourRating({ rating, label, contrastMode, disabled, onRate }: Omit<RatingControlProps, 'scoringType'>) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label={label}
      value={rating}
      disabled={disabled}
      onChange={(_event, value: number | null) => {
        if (value !== null) onRate(value);
      }}
    >
      <ToggleButton value={NO_RATE}>{RATING_LABELS[NO_RATE]}</ToggleButton>
      {SCORE_COLOURS.map((colour) => {
        const swatch = colourSwatch(colour, contrastMode);
        return (
          <ToggleButton
            key={colour}
            value={COLOUR_RATINGS[colour]}
            aria-label={COLOUR_LABELS[colour]}
            sx={{
              backgroundColor: swatch.background,
              color: swatch.foreground,
              borderColor: swatch.border,
              '&.Mui-selected, &.Mui-selected:hover': {
                backgroundColor: swatch.background,
                color: swatch.foreground,
                outline: `3px solid ${swatch.border}`,
              },
            }}
          >
            <Typography variant="caption">{swatch.label ?? '\u00a0'}</Typography>
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
