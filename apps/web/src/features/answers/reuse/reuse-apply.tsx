import { Alert, Box, Button } from '@mui/material';
import { ANSWER_MESSAGES, type AnswerInput } from '@shortlist/domain';
import type { QuestionDefinitionFieldsFragment } from '../../../gql/graphql';
import { conversionFor, type ReuseSource } from './reuse-model';

interface ReuseApplyProps {
  source: ReuseSource;
  target: QuestionDefinitionFieldsFragment;
  projectMaxLength: number | null;
  /** Names what is applied, for the button's accessible name. */
  sourceName: string;
  onApply: (answer: AnswerInput) => void;
}

/**
 * Spec 2 §4: Apply an answer given elsewhere to the current question. When the types do not fit, a warning says so;
 * when the converted answer breaks the question's rules, 'The answer is not valid'. Either way Apply is disabled.
 */
export function ReuseApply({ source, target, projectMaxLength, sourceName, onApply }: ReuseApplyProps) {
  const conversion = conversionFor(source, target, projectMaxLength);
  const cannotApply = !conversion.ok && conversion.message === ANSWER_MESSAGES.notApplicableToApply;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      {conversion.ok ? null : (
        <Alert severity={cannotApply ? 'warning' : 'error'} sx={{ width: '100%' }}>
          {conversion.message}
        </Alert>
      )}
      <Button
        size="small"
        variant="outlined"
        disabled={!conversion.ok}
        aria-label={`Apply the answer to ${sourceName}`}
        onClick={() => {
          if (conversion.ok) onApply(conversion.answer);
        }}
      >
        Apply
      </Button>
    </Box>
  );
}
