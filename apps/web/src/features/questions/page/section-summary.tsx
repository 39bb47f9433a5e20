import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { formatDate, QUESTION_MESSAGES } from '@shortlist/domain';
import { approvedCount, type QuestionnaireSection } from './questionnaire-model';

/** Spec 3 §3 Project section: description, Owner, Expert (with experts), Owner Due Date and the approval progress. */
export function SectionSummary({ section, experts }: { section: QuestionnaireSection; experts: boolean }) {
  const details = [
    `Owner: ${section.owner?.name ?? 'Not assigned'}`,
    experts ? `Expert: ${section.approver?.name ?? 'Not assigned'}` : null,
    section.ownerDeadline ? `Owner Due Date: ${formatDate(section.ownerDeadline)}` : null,
  ].filter((detail) => detail !== null);
  return (
    <>
      {section.description ? (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {section.description}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary">
        {details.join(' · ')}
      </Typography>
      {section.isReadonly ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {QUESTION_MESSAGES.templateSection}
        </Typography>
      ) : null}
      {experts ? <ApprovalProgress section={section} /> : null}
    </>
  );
}

/** Spec 3 §6: the approval progress everyone sees, approved questions of all. */
function ApprovalProgress({ section }: { section: QuestionnaireSection }) {
  const approved = approvedCount(section);
  const total = section.questions.length;
  const text = `${approved} of ${total} approved`;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1, maxWidth: 320 }}>
      <Box sx={{ flex: 1 }}>
        <LinearProgress
          variant="determinate"
          value={total === 0 ? 0 : (approved / total) * 100}
          aria-label={`Approval progress of ${section.name}`}
          aria-valuetext={text}
        />
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {text}
      </Typography>
    </Stack>
  );
}
