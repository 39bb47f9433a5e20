import { Alert, AlertTitle, FormHelperText, Link, Paper, Stack, Typography } from '@mui/material';
import { ANSWER_MESSAGES } from '@shortlist/domain';
import { memo, useId, useMemo } from 'react';
import { fileDownloadUrl } from '../../../components/upload-queue';
import { AskClarificationButton } from '../../faq';
import { AnswerFlag } from '../inputs/answer-flag';
import { AnswerInput } from '../inputs/answer-input';
import { NotApplicableControl } from '../inputs/not-applicable-control';
import type { AnswerAutosave } from './answer-autosave';
import { answerFlag, saveDelay } from './answer-save-rules';
import { QuestionReuse } from './question-reuse';
import { draftOfAnswer, type QuestionnaireQuestion } from './questionnaire-model';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts';
import { useQuestionSave } from './use-answer-autosave';

interface QuestionRowProps {
  question: QuestionnaireQuestion;
  /** Null where nothing may be changed (a read-only view). */
  autosave: AnswerAutosave | null;
  projectMaxLength: number | null;
}

/**
 * One question of the questionnaire: its label, helper text and attachments, the request of an update if one was
 * made, its answer input with Not Applicable, and the answer's flag. What the supplier types goes to the autosave;
 * the row shows the draft while the server has not confirmed it, the stored answer otherwise.
 */
export const QuestionRow = memo(function QuestionRow({ question, autosave, projectMaxLength }: QuestionRowProps) {
  const labelId = useId();
  const { questionId, definition, answer } = question;
  const save = useQuestionSave(autosave, questionId);
  const stored = useMemo(() => draftOfAnswer(answer), [answer]);
  // What was typed stays shown once saved until a later version arrives: the save's own version reaches this row's
  // props a moment after the save is confirmed (the cache broadcasts later), and the old value must not flash back.
  const savedHere = save.typed && (save.baseVersion === null || (answer?.version ?? 0) <= save.baseVersion);
  const draft = save.draft ?? (savedHere ? save.typed : null) ?? stored;
  const readOnly = !autosave || !question.mayChange;
  const flag = answerFlag(save, answer, readOnly);
  const edit = {
    definition,
    draft,
    readOnly,
    projectMaxLength,
    onChange: (next: typeof draft) => autosave?.change(questionId, next, saveDelay(definition.type, draft, next)),
    onBlur: () => autosave?.flush(questionId),
  };

  return (
    <Paper variant="outlined" sx={{ p: 2, borderTop: 0, borderRadius: 0 }} role="group" aria-labelledby={labelId}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
          <Typography id={labelId} sx={{ fontWeight: 500, whiteSpace: 'pre-line' }}>
            {definition.label}
          </Typography>
          <Stack
            role="status"
            aria-label="Answer state"
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexShrink: 0 }}
          >
            {save.state === 'saving' ? (
              <Typography variant="caption" color="text.secondary">
                {QUESTIONNAIRE_TEXTS.saving}
              </Typography>
            ) : null}
            {flag ? <AnswerFlag flag={flag} /> : null}
            <AskClarificationButton questionId={questionId} describedBy={labelId} />
          </Stack>
        </Stack>
        {definition.helperText ? (
          <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
            {definition.helperText}
          </Typography>
        ) : null}
        {definition.attachments.length > 0 ? (
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
            {definition.attachments.map((file) => (
              <Link key={file.id} href={fileDownloadUrl(file.id)} download={file.filename}>
                {file.filename}
              </Link>
            ))}
          </Stack>
        ) : null}
        {answer?.status === 'REQUESTED' ? (
          <Alert severity="info" variant="outlined">
            <AlertTitle>{ANSWER_MESSAGES.requestedLabel}</AlertTitle>
            {answer.requestNote || ANSWER_MESSAGES.requestedNote}
          </Alert>
        ) : null}
        <QuestionReuse
          questionId={questionId}
          definition={definition}
          draft={draft}
          projectMaxLength={projectMaxLength}
          onApply={readOnly ? null : (next) => autosave?.change(questionId, next, 0)}
        />
        {draft.notApplicable ? null : <AnswerInput {...edit} labelId={labelId} />}
        <NotApplicableControl {...edit} />
        {save.message ? <FormHelperText error>{save.message}</FormHelperText> : null}
      </Stack>
    </Paper>
  );
});
