import { createContext, type ReactNode, useContext } from 'react';
import type { PreviousAnswerFieldsFragment } from '../../../gql/graphql';
import { usePreviousAnswers } from '../reuse';

/** What a question row needs to offer reuse: the participation, and the earlier iteration's answers by question. */
export interface AnswerReuse {
  projectId: string;
  productId: string;
  previousByQuestion: ReadonlyMap<string, PreviousAnswerFieldsFragment[]>;
}

const AnswerReuseContext = createContext<AnswerReuse | null>(null);

/** Loads the earlier iteration's answers once for the whole questionnaire (one request) and hands them to the rows. */
export function AnswerReuseProvider({
  projectId,
  productId,
  children,
}: {
  projectId: string;
  productId: string;
  children: ReactNode;
}) {
  const previousByQuestion = usePreviousAnswers(projectId, productId);
  return (
    <AnswerReuseContext.Provider value={{ projectId, productId, previousByQuestion }}>
      {children}
    </AnswerReuseContext.Provider>
  );
}

/** Null outside an answering page (the preview's read-only questionnaire offers no reuse). */
export const useAnswerReuse = () => useContext(AnswerReuseContext);
