import { Typography } from '@mui/material';
import { WindowVirtualList } from '../../../components/window-virtual-list';
import type { AnswerAutosave } from './answer-autosave';
import { QuestionRow } from './question-row';
import type { QuestionnaireSection } from './questionnaire-model';
import type { QuestionnaireRow } from './questionnaire-rows';
import { QUESTIONNAIRE_TEXTS } from './questionnaire-texts';
import { SectionRow } from './section-row';

interface QuestionnaireListProps {
  rows: readonly QuestionnaireRow[];
  autosave: AnswerAutosave | null;
  projectMaxLength: number | null;
  onToggleSection: (sectionId: string, expanded: boolean) => void;
  onMarkNotApplicable?: (section: QuestionnaireSection) => void;
}

/** First guesses of a row's height, corrected once it is measured. */
const ESTIMATED_HEIGHT = { section: 96, question: 220 } as const;

/** The sections and questions as one virtual list scrolled by the window (issue 15 point 7). */
export function QuestionnaireList({ rows, autosave, projectMaxLength, ...actions }: QuestionnaireListProps) {
  if (rows.length === 0) {
    return <Typography color="text.secondary">{QUESTIONNAIRE_TEXTS.noQuestions}</Typography>;
  }
  return (
    <WindowVirtualList
      rows={rows}
      estimatedHeight={ESTIMATED_HEIGHT}
      renderRow={(row) =>
        row.kind === 'section' ? (
          <SectionRow
            section={row.section}
            shown={row.shown}
            expanded={row.expanded}
            onToggle={actions.onToggleSection}
            onMarkNotApplicable={actions.onMarkNotApplicable}
          />
        ) : (
          <QuestionRow question={row.question} autosave={autosave} projectMaxLength={projectMaxLength} />
        )
      }
    />
  );
}
