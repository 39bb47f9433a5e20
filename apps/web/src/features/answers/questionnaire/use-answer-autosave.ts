import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { useApolloClient } from '@apollo/client/react';
import { ERROR_CODES } from '@shortlist/domain';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { useSession } from '../../../lib/session';
import { draftProblem } from '../inputs/answer-draft';
import { AnswerAutosave, NOTHING_TO_SAVE, type QuestionSave } from './answer-autosave';
import { answerDraftsStore } from './answer-drafts-store';
import { SaveAnswerDocument } from './questionnaire-documents';
import { type Questionnaire, questionIndex } from './questionnaire-model';
import { type QuestionnaireVariables, useQuestionnaireCache } from './use-questionnaire-cache';

/**
 * A save that never got an answer from the server (offline, server unreachable or failing), or that the server could
 * not carry out for now (its database out of reach): worth trying again.
 */
export const isConnectionFailure = (error: unknown) =>
  CombinedGraphQLErrors.is(error)
    ? error.errors.some((cause) => cause.extensions?.code === ERROR_CODES.serviceUnavailable)
    : !(ServerError.is(error) && error.statusCode < 500);

/**
 * The autosave of the questionnaire's answers (see AnswerAutosave) wired to the API and the Apollo cache: drafts are
 * kept per signed-in user and project product, each save writes the answer it gets back into the questionnaire (so
 * the progress follows), the browser's online and offline events pause and resume the saves, and the drafts kept
 * from an earlier visit are shown and sent on arrival.
 */
export function useAnswerAutosave(questionnaire: Questionnaire, variables: QuestionnaireVariables): AnswerAutosave {
  const client = useApolloClient();
  const userId = useSession().profile?.id ?? '';
  const { readAnswer, writeAnswers } = useQuestionnaireCache(variables);
  const latest = useRef({ index: questionIndex(questionnaire), maxLength: questionnaire.answersMaxLength });
  useEffect(() => {
    latest.current = { index: questionIndex(questionnaire), maxLength: questionnaire.answersMaxLength };
  }, [questionnaire]);

  const [autosave] = useState(
    () =>
      new AnswerAutosave({
        store: answerDraftsStore(userId, variables.productId),
        send: async (questionId, draft, baseVersion) => {
          const { value, secondaryValue, notApplicable, notApplicableDescription } = draft;
          const answer = { value, secondaryValue, notApplicable, notApplicableDescription };
          const { projectId, productId } = variables;
          const { data } = await client.mutate({
            mutation: SaveAnswerDocument,
            variables: { input: { projectId, productId, questionId, answer, baseVersion } },
          });
          if (!data) throw new Error('The save was not answered');
          return data.saveAnswer;
        },
        problemOf: (questionId, draft) => {
          const question = latest.current.index.get(questionId);
          return question
            ? (draftProblem(question.definition, draft, latest.current.maxLength)?.message ?? null)
            : null;
        },
        serverVersionOf: (questionId) => readAnswer(questionId)?.version ?? null,
        onSaved: (questionId, answer) => {
          // A changed answer is already in the cache under its id; a new or removed one changes the question's link.
          if (readAnswer(questionId)?.id !== answer?.id) {
            writeAnswers(new Map([[questionId, answer]]));
          }
        },
        isConnectionFailure,
        messageOf: toUserMessage,
        online: () => navigator.onLine,
      }),
  );

  useEffect(() => {
    autosave.restore((questionId) => Boolean(latest.current.index.get(questionId)?.mayChange));
    window.addEventListener('online', autosave.reconnected);
    window.addEventListener('offline', autosave.disconnected);
    return () => {
      window.removeEventListener('online', autosave.reconnected);
      window.removeEventListener('offline', autosave.disconnected);
      autosave.flushAll();
      autosave.dispose();
    };
  }, [autosave]);

  return autosave;
}

const noChanges = () => () => {};

/** One question's save state (none in a read-only view), re-rendering its row only when that state changes. */
export const useQuestionSave = (autosave: AnswerAutosave | null, questionId: string): QuestionSave =>
  useSyncExternalStore(autosave?.subscribe ?? noChanges, () => autosave?.stateOf(questionId) ?? NOTHING_TO_SAVE);

/** Whether the page is offline and the first conflict waiting for the supplier. */
export const useAutosaveStatus = (autosave: AnswerAutosave) =>
  useSyncExternalStore(autosave.subscribe, autosave.status);
