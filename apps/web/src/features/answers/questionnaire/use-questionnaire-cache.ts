import { useApolloClient } from '@apollo/client/react';
import { useMemo } from 'react';
import { SupplierQuestionnaireDocument } from './questionnaire-documents';
import { type SupplierAnswer, withAnswers } from './questionnaire-model';

export interface QuestionnaireVariables {
  projectId: string;
  productId: string;
  hash: string | null;
}

/**
 * The cached questionnaire of these variables: a question's answer as the cache holds it now (a save writes its answer there
 * before React renders again), and the writing of answers the server returned (null: removed).
 */
export function useQuestionnaireCache(variables: QuestionnaireVariables) {
  const { cache } = useApolloClient();
  const { projectId, productId, hash } = variables;
  return useMemo(() => {
    const query = { query: SupplierQuestionnaireDocument, variables: { projectId, productId, hash } };
    return {
      readAnswer: (questionId: string): SupplierAnswer | null | undefined =>
        cache
          .readQuery(query)
          ?.supplierQuestionnaire.sections.flatMap((section) => section.questions)
          .find((question) => question.questionId === questionId)?.answer,
      writeAnswers: (answers: ReadonlyMap<string, SupplierAnswer | null>) =>
        cache.updateQuery(
          query,
          (data) => data && { supplierQuestionnaire: withAnswers(data.supplierQuestionnaire, answers) },
        ),
    };
  }, [cache, projectId, productId, hash]);
}
