import { useApolloClient } from '@apollo/client/react';
import { RejectQuestionDialog } from '../../question-editor';
import { RejectProjectQuestionDocument } from './questionnaire-documents';
import type { QuestionnaireQuestion } from './questionnaire-model';

interface RejectDialogProps {
  question: QuestionnaireQuestion;
  /** The version the user decides on (renewed when a stale decision reloaded the questionnaire). */
  version: number;
  guard: (change: () => Promise<unknown>) => Promise<void>;
  onClose: () => void;
}

/** The questions page's Reject: the decision goes through the page's guard (a stale version reloads). */
export function RejectDialog({ question, version, guard, onClose }: RejectDialogProps) {
  const client = useApolloClient();
  return (
    <RejectQuestionDialog
      label={question.question.label}
      onReject={(reason) =>
        guard(() =>
          client.mutate({ mutation: RejectProjectQuestionDocument, variables: { id: question.id, version, reason } }),
        )
      }
      onClose={onClose}
    />
  );
}
