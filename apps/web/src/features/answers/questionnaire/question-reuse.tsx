import { Button } from '@mui/material';
import type { AnswerInput } from '@shortlist/domain';
import { useState } from 'react';
import type { QuestionDefinitionFieldsFragment } from '../../../gql/graphql';
import type { AnswerDraft } from '../inputs/answer-draft';
import { PreviousAnswer, SimilarQuestionsDrawer } from '../reuse';
import { useAnswerReuse } from './answer-reuse-context';

interface QuestionReuseProps {
  questionId: string;
  definition: QuestionDefinitionFieldsFragment;
  draft: AnswerDraft;
  projectMaxLength: number | null;
  /** Where an applied answer goes; null when the answer may not change (then only the previous answer shows). */
  onApply: ((draft: AnswerDraft) => void) | null;
}

const draftOf = (answer: AnswerInput): AnswerDraft => ({
  value: answer.value ?? null,
  secondaryValue: answer.secondaryValue ?? null,
  notApplicable: Boolean(answer.notApplicable),
  notApplicableDescription: answer.notApplicableDescription ?? null,
});

/**
 * Spec 2 §2 and §4 reuse on one question: the earlier iteration's answer with its change wording, and, while the
 * answer may change, Similar Questions (the supplier's own answers elsewhere) with Apply.
 */
export function QuestionReuse({ questionId, definition, draft, projectMaxLength, onApply }: QuestionReuseProps) {
  const reuse = useAnswerReuse();
  const [open, setOpen] = useState(false);
  if (!reuse) return null;
  const question = { questionId, definition, answer: draft };
  const apply = onApply ? (answer: AnswerInput) => onApply(draftOf(answer)) : null;
  return (
    <>
      {(reuse.previousByQuestion.get(questionId) ?? []).map((previous) => (
        <PreviousAnswer
          key={`${previous.projectName}:${previous.questionId}`}
          previous={previous}
          question={question}
          apply={apply ? { projectMaxLength, onApply: apply } : undefined}
        />
      ))}
      {apply ? (
        <>
          <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
            Similar Questions
          </Button>
          {open ? (
            <SimilarQuestionsDrawer
              projectId={reuse.projectId}
              productId={reuse.productId}
              question={question}
              projectMaxLength={projectMaxLength}
              onApply={apply}
              open={open}
              onClose={() => setOpen(false)}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
