/**
 * Issue 37: the evaluation-integrity features. Each is a company setting (off by default, so the spec's behaviour
 * stays the default) that a project turns on or off while in Draft or In Review.
 */
export const INTEGRITY_FEATURES = [
  'sealedAnswers',
  'conflictDeclarations',
  'blindScoring',
  'consensus',
  'winnerSensitivity',
] as const;
export type IntegrityFeature = (typeof INTEGRITY_FEATURES)[number];

/** Which features are on: on a company, those its projects may turn on (and start with); on a project, those in force. */
export type IntegritySettings = Record<IntegrityFeature, boolean>;

export const NO_INTEGRITY: IntegritySettings = {
  sealedAnswers: false,
  conflictDeclarations: false,
  blindScoring: false,
  consensus: false,
  winnerSensitivity: false,
};

/** What the settings forms call each feature. */
export const INTEGRITY_LABELS: Record<IntegrityFeature, string> = {
  sealedAnswers: 'Sealed answers',
  conflictDeclarations: 'Conflict-of-interest declarations',
  blindScoring: 'Blind scoring',
  consensus: 'Calibration and consensus',
  winnerSensitivity: 'What would flip the winner',
};

/** Settings stored before issue 37 (or partly) read as every missing feature off. */
export const integrityOf = (stored: Partial<IntegritySettings> | null | undefined): IntegritySettings => ({
  ...NO_INTEGRITY,
  ...stored,
});
