import { useQuery } from '@apollo/client/react';
import { IMPORT_MESSAGES, MESSAGES } from '@shortlist/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import type { QuestionImportFieldsFragment } from '../../gql/graphql';
import { toUserMessage } from '../../lib/errors';
import { QuestionImportDocument } from './imports-documents';

export type QuestionImportRecord = QuestionImportFieldsFragment;

/** How often the progress page asks again while the file is being read. */
export const IMPORT_POLL_MS = 1000;

/** The import of the address's :id; with `poll`, asked again every second while it is PENDING. */
export function useQuestionImport({ poll = false }: { poll?: boolean } = {}) {
  const { id = '' } = useParams();
  const { data, error, startPolling, stopPolling } = useQuery(QuestionImportDocument, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const record = data?.questionImport ?? null;
  const polling = poll && error === undefined && (record === null || record.status === 'PENDING');
  useEffect(() => {
    if (!polling) return;
    startPolling(IMPORT_POLL_MS);
    return stopPolling;
  }, [polling, startPolling, stopPolling]);
  return { id, record, error };
}

/** Spec 3 §8: what a failed import step shows, 'Sorry, something went wrong...' unless the server says why. */
export function importFailure(error: unknown): string {
  const message = toUserMessage(error);
  return message === MESSAGES.generic ? IMPORT_MESSAGES.failed : message;
}
