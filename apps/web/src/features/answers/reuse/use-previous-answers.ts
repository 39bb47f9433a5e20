import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { PreviousAnswerFieldsFragment } from '../../../gql/graphql';
import { QuestionnairePreviousAnswersDocument } from './reuse-documents';

/**
 * Every question's answers in the project's earlier iteration, by the question's id, in one request (an empty map
 * when the project has none).
 */
export function usePreviousAnswers(projectId: string, productId: string) {
  const { data } = useQuery(QuestionnairePreviousAnswersDocument, { variables: { projectId, productId } });
  return useMemo(() => {
    const byQuestion = new Map<string, PreviousAnswerFieldsFragment[]>();
    for (const previous of data?.previousAnswers ?? []) {
      byQuestion.set(previous.questionId, [...(byQuestion.get(previous.questionId) ?? []), previous]);
    }
    return byQuestion;
  }, [data]);
}
