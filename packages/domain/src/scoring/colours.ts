import type { ScoringType } from '../enums.js';
import { FAILED_RATING, NO_RATE, RATINGS, type Rating } from './ratings.js';

/** Spec 2 §9 colour scoring: green 5, blue 3, red 1, neutral 0. */
export const SCORE_COLOURS = ['GREEN', 'BLUE', 'RED', 'NEUTRAL'] as const;
export type ScoreColour = (typeof SCORE_COLOURS)[number];

export const COLOUR_RATINGS: Readonly<Record<ScoreColour, Rating>> = { GREEN: 5, BLUE: 3, RED: 1, NEUTRAL: 0 };

export const COLOUR_LABELS: Readonly<Record<ScoreColour, string>> = {
  GREEN: 'Green',
  BLUE: 'Blue',
  RED: 'Red',
  NEUTRAL: 'Neutral',
};

/** The ratings a scorer may give: every option with NUMBERS; the four colours, and No Rate, with COLORS. */
export function ratingOptions(scoringType: ScoringType): readonly Rating[] {
  if (scoringType === 'NUMBERS') return RATINGS;
  return [NO_RATE, ...SCORE_COLOURS.map((colour) => COLOUR_RATINGS[colour])];
}

/**
 * Spec 2 §9 tint of a rating (or any score on the 0–5 scale): 1 red, 2 to 3 blue, 4 to 5 green; anything else
 * (No Rate, Failed, none) neutral. The four colour ratings land on their own colour.
 */
export function tintOf(rating: number | null): ScoreColour {
  if (rating === null || rating <= FAILED_RATING) return 'NEUTRAL';
  if (rating < 2) return 'RED';
  if (rating < 4) return 'BLUE';
  return 'GREEN';
}

/** How one colour is drawn: its fill, the text on it and its border. */
export interface ColourSwatch {
  background: string;
  foreground: string;
  border: string;
  /** Said in words beside the colour in contrast mode, so the colour is never the only sign. */
  label: string | null;
}

const MAIN: Readonly<Record<ScoreColour, string>> = {
  GREEN: '#2e7d32',
  BLUE: '#1565c0',
  RED: '#c62828',
  NEUTRAL: '#616161',
};

const TINT: Readonly<Record<ScoreColour, string>> = {
  GREEN: '#c8e6c9',
  BLUE: '#bbdefb',
  RED: '#ffcdd2',
  NEUTRAL: '#eeeeee',
};

/**
 * Spec 1 §6 contrast mode changes how colours show: off, a light tint with the colour's text and border; on, the
 * solid colour with white text (neutral stays white with a dark border) and the colour's name, each pair at least
 * 4.5:1 (WCAG AA).
 */
export function colourSwatch(colour: ScoreColour, contrastMode: boolean): ColourSwatch {
  if (!contrastMode) return { background: TINT[colour], foreground: MAIN[colour], border: MAIN[colour], label: null };
  if (colour === 'NEUTRAL')
    return { background: '#ffffff', foreground: '#212121', border: '#212121', label: COLOUR_LABELS.NEUTRAL };
  return { background: MAIN[colour], foreground: '#ffffff', border: MAIN[colour], label: COLOUR_LABELS[colour] };
}
