import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import {
  COLOUR_LABELS,
  COLOUR_RATINGS,
  RATING_LABELS,
  type Rating,
  ratingOptions,
  SCORE_COLOURS,
  type ScoringType,
} from '@shortlist/domain';

/** A rating's name on the scale: its number (No Rate, Failed) or, with COLORS scoring, its colour. */
function ratingLabel(rating: Rating, scoringType: ScoringType) {
  const colour = SCORE_COLOURS.find((candidate) => COLOUR_RATINGS[candidate] === rating);
  return scoringType === 'COLORS' && colour ? COLOUR_LABELS[colour] : RATING_LABELS[rating];
}

interface RatingButtonsProps {
  /** Names the group for assistive technology (the product and question rated). */
  label: string;
  scoringType: ScoringType;
  disabled: boolean;
  onRate: (rating: Rating) => void;
}

/** Spec 2 §9: the ratings a scorer may give on the scale (-1 No Rate, 0 Failed, 1–5; or No Rate and the colours). */
export function RatingButtons({ label, scoringType, disabled, onRate }: RatingButtonsProps) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      aria-label={label}
      disabled={disabled}
      onChange={(_event, rating: Rating | null) => {
        if (rating !== null) onRate(rating);
      }}
      sx={{ flexWrap: 'wrap' }}
    >
      {ratingOptions(scoringType).map((rating) => (
        <ToggleButton key={rating} value={rating}>
          {ratingLabel(rating, scoringType)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
