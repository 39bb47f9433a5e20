import { Typography } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
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

/**
 * The sections and questions as one virtual list scrolled by the window (issue 15 point 7: a 1,000-question
 * questionnaire shows its first questions at once and scrolls smoothly): only the rows near the view are rendered,
 * each measured as it renders.
 */
export function QuestionnaireList({ rows, autosave, projectMaxLength, ...actions }: QuestionnaireListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // Whatever renders above the list (an alert coming and going) moves it; the virtualiser counts from its top.
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (top !== offset) setOffset(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => ESTIMATED_HEIGHT[rows[index]?.kind ?? 'question'],
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 4,
    scrollMargin: offset,
  });

  if (rows.length === 0) {
    return <Typography color="text.secondary">{QUESTIONNAIRE_TEXTS.noQuestions}</Typography>;
  }
  return (
    <div ref={listRef} style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <div
            key={item.key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              width: '100%',
              transform: `translateY(${item.start - offset}px)`,
            }}
          >
            {row.kind === 'section' ? (
              <SectionRow
                section={row.section}
                shown={row.shown}
                expanded={row.expanded}
                onToggle={actions.onToggleSection}
                onMarkNotApplicable={actions.onMarkNotApplicable}
              />
            ) : (
              <QuestionRow question={row.question} autosave={autosave} projectMaxLength={projectMaxLength} />
            )}
          </div>
        );
      })}
    </div>
  );
}
