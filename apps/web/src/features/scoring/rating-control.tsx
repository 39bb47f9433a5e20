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
import type { CSSProperties, ReactNode } from 'react';
import { ROW_PART } from './scoring-row-styles';

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
 * and the four colours (green 5, blue 3, red 1, neutral 0), drawn as spec 1 §6 contrast mode says. Native controls
 * (issue 33 point 7: a page of them renders within a frame).
 */
export function RatingControl({ scoringType, rating, label, contrastMode, disabled, onRate }: RatingControlProps) {
  if (scoringType === 'COLORS') return <ColourRating {...{ rating, label, contrastMode, disabled, onRate }} />;
  const swatch = colourSwatch(tintOf(rating), contrastMode);
  return (
    <NativeSelect
      caption="Rating"
      label={label}
      value={rating === null ? '' : String(rating)}
      disabled={disabled}
      onChange={(value) => onRate(Number(value))}
      // The tint says the rating; the text keeps the body colour (a colour's own on its tint is under 4.5:1).
      style={{ backgroundColor: swatch.background, color: contrastMode ? swatch.foreground : undefined }}
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
    </NativeSelect>
  );
}

interface NativeSelectProps {
  /** The short caption on the field's outline ('Rating', 'Weight'). */
  caption: string;
  /** The accessible name. */
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
  style?: CSSProperties;
  children: ReactNode;
}

/** A native select drawn as an outlined small MUI field, inside a question row (`ScoringRowRoot`). */
export function NativeSelect({ caption, label, value, disabled, onChange, style, children }: NativeSelectProps) {
  return (
    <div className={ROW_PART.field}>
      <select
        className={ROW_PART.select}
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        style={style}
      >
        {children}
      </select>
      <span className={ROW_PART.caption} aria-hidden>
        {caption}
      </span>
    </div>
  );
}

/** A colour's button: its tint, and the border its selection outline takes (`--swatch-border`). */
const swatchStyle = (backgroundColor: string, color: string, border: string) =>
  ({ backgroundColor, color, borderColor: border, '--swatch-border': border }) as CSSProperties;

function ColourRating({ rating, label, contrastMode, disabled, onRate }: Omit<RatingControlProps, 'scoringType'>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, as MUI's ToggleButtonGroup draws it
    <div role="group" aria-label={label} className={ROW_PART.colours}>
      <button type="button" aria-pressed={rating === NO_RATE} disabled={disabled} onClick={() => onRate(NO_RATE)}>
        {RATING_LABELS[NO_RATE]}
      </button>
      {SCORE_COLOURS.map((colour) => {
        const swatch = colourSwatch(colour, contrastMode);
        const value = COLOUR_RATINGS[colour];
        return (
          <button
            key={colour}
            type="button"
            aria-label={COLOUR_LABELS[colour]}
            aria-pressed={rating === value}
            disabled={disabled}
            onClick={() => onRate(value)}
            style={swatchStyle(swatch.background, swatch.foreground, swatch.border)}
          >
            {swatch.label ?? '\u00a0'}
          </button>
        );
      })}
    </div>
  );
}
