import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { AI_MESSAGES } from '@shortlist/domain';
import { useId, useState } from 'react';
import {
  AiAdvisoryCaption,
  type AiSearchCardState,
  AiSearchControls,
  AiSearchProgress,
  useAiSearchCard,
} from '../../ai';
import { QuestionnaireHeading } from './questionnaire-heading';

export const AI_GENERATION_TITLE = 'AI generation';

interface AiQuestionsHeadingProps {
  projectId: string;
  /** Generated sections are on the page. */
  generated: boolean;
  onAddSection: () => void;
  /** Reloads the questionnaire once the job ended (its sections are on the server). */
  reload: () => unknown;
}

/** The page's heading for a project's owners: AI generation beside Add Section, then the job's status. */
export function AiQuestionsHeading({ projectId, generated, onAddSection, reload }: AiQuestionsHeadingProps) {
  const card = useAiSearchCard(projectId, 'QUESTIONS', reload);
  const [open, setOpen] = useState(false);
  return (
    <>
      <QuestionnaireHeading
        onAddSection={onAddSection}
        extra={<AiGenerationButton card={card} onOpen={() => setOpen(true)} />}
      />
      <AiGenerationStatus card={card} generated={generated} />
      {open ? <AiGenerationDialog card={card} generated={generated} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** The AI generation button of the page's heading; the dialog it opens is `AiGenerationDialog`. */
function AiGenerationButton({ card, onOpen }: { card: AiSearchCardState; onOpen: () => void }) {
  return (
    <Button variant="outlined" startIcon={<AutoAwesomeIcon />} disabled={card.pending} onClick={onOpen}>
      {AI_GENERATION_TITLE}
    </Button>
  );
}

/**
 * Spec 3 §2 and §4 AI question search: under the heading, the generating indicator with Cancel while the job runs (or
 * a failed search's message), and the advisory caption while generated sections are on the page.
 */
function AiGenerationStatus({ card, generated }: { card: AiSearchCardState; generated: boolean }) {
  return (
    <Stack spacing={1}>
      <AiSearchProgress card={card} />
      {generated ? <AiAdvisoryCaption /> : null}
    </Stack>
  );
}

interface AiGenerationDialogProps {
  card: AiSearchCardState;
  /** Generated sections are on the page: a new generation replaces them, so the dialog warns and asks. */
  generated: boolean;
  onClose: () => void;
}

/**
 * Spec 3 §2: a keyword, the plan's allowance (with the /pricing link) and Generate, with the warning first when
 * generated sections exist; it closes once the job started.
 */
function AiGenerationDialog({ card, generated, onClose }: AiGenerationDialogProps) {
  const id = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{AI_GENERATION_TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            Suggest sections of questions for a keyword, from the public question library, your company's library and
            published templates. They are added as pending questions for you to review.
          </DialogContentText>
          {generated ? <Alert severity="warning">{AI_MESSAGES.regenerate}</Alert> : null}
          <AiSearchControls
            card={card}
            label="Keyword"
            actionLabel="Generate"
            replaceWarning={null}
            showProgress={false}
            onStarted={onClose}
          />
          <AiAdvisoryCaption />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
