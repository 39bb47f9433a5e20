import { type ConsensusSettings, disagreementThresholdOf, type IntegritySettings } from '@shortlist/domain';
import { access, builder } from './builder.js';

/** Issue 37: which evaluation-integrity features are on (a company's allowed ones, or a project's in force). */
export const IntegritySettingsRef = builder
  .objectRef<IntegritySettings & ConsensusSettings>('IntegritySettings')
  .implement({
    authScopes: access('SIGNED_IN'),
    fields: (t) => ({
      sealedAnswers: t.exposeBoolean('sealedAnswers'),
      conflictDeclarations: t.exposeBoolean('conflictDeclarations'),
      blindScoring: t.exposeBoolean('blindScoring'),
      consensus: t.exposeBoolean('consensus'),
      winnerSensitivity: t.exposeBoolean('winnerSensitivity'),
      disagreementThreshold: t.int({
        description: 'Calibration: the spread of an answer’s ratings (1–5) at which they disagree; 2 unless set.',
        resolve: (settings) => disagreementThresholdOf(settings.disagreementThreshold),
      }),
    }),
  });

/** Issue 37: features to turn on or off; a feature left out (or null) keeps its value. */
export const IntegritySettingsInput = builder.inputType('IntegritySettingsInput', {
  fields: (t) => ({
    sealedAnswers: t.boolean(),
    conflictDeclarations: t.boolean(),
    blindScoring: t.boolean(),
    consensus: t.boolean(),
    winnerSensitivity: t.boolean(),
    disagreementThreshold: t.int({ description: 'Calibration: a whole number from 1 to 5 (null: unchanged).' }),
  }),
});
