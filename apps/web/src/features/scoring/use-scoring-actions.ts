import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo } from 'react';
import { toUserMessage } from '../../lib/errors';
import { SetNotesDocument, SetRatingDocument, SetWeightDocument } from './scoring-documents';
import { type ScoringData, type ScoringTarget, withNotes, withRating, withWeight } from './scoring-model';

export interface ScoringScope {
  projectId: string;
  branchId: string | null;
}

/** Applies a change to the scoring the page shows. */
export type ScoringUpdate = (change: (scoring: ScoringData) => ScoringData) => void;

export interface ScoringActions {
  rate: (target: ScoringTarget, productId: string, rating: number) => Promise<void>;
  weigh: (target: ScoringTarget, weight: number) => Promise<void>;
  /** Rejects when the notes are not saved (the field says so). */
  saveNotes: (target: ScoringTarget, productId: string, notes: string) => Promise<void>;
}

/**
 * The scoring calls (spec 2 §7). What the server keeps is written into the page's scoring with the figures it
 * changes (scores, order, rated share), so the page updates without reading thousands of answers again. A refused
 * rating or weight shows the server's words ('Unable to rate an answer', 'Unable to set Question weight').
 */
export function useScoringActions(scope: ScoringScope, update: ScoringUpdate): ScoringActions {
  const { enqueueSnackbar } = useSnackbar();
  const [setRating] = useMutation(SetRatingDocument);
  const [setWeight] = useMutation(SetWeightDocument);
  const [setNotes] = useMutation(SetNotesDocument);

  const refused = useCallback(
    (error: unknown) => enqueueSnackbar(toUserMessage(error), { variant: 'error' }),
    [enqueueSnackbar],
  );

  return useMemo(
    () => ({
      rate: async (target, productId, rating) => {
        try {
          const { data } = await setRating({ variables: { input: { ...scope, ...target, productId, rating } } });
          if (data) update((scoring) => withRating(scoring, target, productId, data.setRating.rating));
        } catch (error) {
          refused(error);
        }
      },
      weigh: async (target, weight) => {
        try {
          const { data } = await setWeight({ variables: { input: { ...scope, ...target, weight } } });
          if (data) update((scoring) => withWeight(scoring, target, data.setWeight.weight));
        } catch (error) {
          refused(error);
        }
      },
      saveNotes: async (target, productId, notes) => {
        const { data } = await setNotes({ variables: { input: { ...scope, ...target, productId, notes } } });
        if (!data) return;
        const { notes: value, updatedAt } = data.setNotes;
        update((scoring) => withNotes(scoring, target, productId, value === null ? null : { value, updatedAt }));
      },
    }),
    [scope, setRating, setWeight, setNotes, update, refused],
  );
}
