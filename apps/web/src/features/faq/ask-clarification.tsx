import { useQuery } from '@apollo/client/react';
import { Button } from '@mui/material';
import { FAQ_TEXTS } from '@shortlist/domain';
import { createContext, type ReactNode, useContext, useState } from 'react';
import { graphql } from '../../gql';
import { FaqDialogs } from './faq-dialogs';
import type { FaqDialog } from './faq-model';

const FaqAskingDocument = graphql(`
  query FaqAsking($projectId: ID!, $hash: String) {
    projectFaq(projectId: $projectId, hash: $hash) {
      projectId
      mayAsk
    }
  }
`);

type Ask = (dialog: FaqDialog) => void;
const FaqAskContext = createContext<Ask | null>(null);

/**
 * Spec 3 §2 Ask for Clarification (FAQ) from the supplier questionnaire: offers the ask dialog to the questions and
 * section heads inside, while the supplier may ask (spec 2 §4).
 */
export function FaqAskProvider({
  projectId,
  hash,
  children,
}: {
  projectId: string;
  hash: string | null;
  children: ReactNode;
}) {
  const { data } = useQuery(FaqAskingDocument, { variables: { projectId, hash } });
  const [dialog, setDialog] = useState<FaqDialog | null>(null);
  return (
    <FaqAskContext.Provider value={data?.projectFaq.mayAsk ? setDialog : null}>
      {children}
      <FaqDialogs dialog={dialog} variables={{ projectId, hash }} onClose={() => setDialog(null)} />
    </FaqAskContext.Provider>
  );
}

/** 'Ask for Clarification' about a question or a section; nothing outside the provider or while asking is closed. */
export function AskClarificationButton({
  questionId,
  sectionId,
  describedBy,
}: {
  questionId?: string;
  sectionId?: string;
  /** The id of the question's label or the section's name, which the button's accessible description reads. */
  describedBy: string;
}) {
  const ask = useContext(FaqAskContext);
  if (!ask) return null;
  return (
    <Button size="small" aria-describedby={describedBy} onClick={() => ask({ kind: 'ask', questionId, sectionId })}>
      {FAQ_TEXTS.askForClarification}
    </Button>
  );
}
