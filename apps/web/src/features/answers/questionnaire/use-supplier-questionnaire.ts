import { skipToken, useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { SupplierQuestionnaireDocument } from './questionnaire-documents';
import { readableQuestionnaire } from './questionnaire-model';
import type { QuestionnaireVariables } from './use-questionnaire-cache';

/**
 * The signed-in supplier's questionnaire of one product (not asked when `skip`): the cached one at once, then the
 * server's; later it is kept current by the page's own writes.
 */
export function useSupplierQuestionnaire(variables: QuestionnaireVariables, skip = false) {
  const { data, error } = useQuery(
    SupplierQuestionnaireDocument,
    skip ? skipToken : { variables, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' },
  );
  const served = data?.supplierQuestionnaire;
  const questionnaire = useMemo(() => (served ? readableQuestionnaire(served) : null), [served]);
  return { questionnaire, error };
}
