import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, Typography } from '@mui/material';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ScoringRow } from './scoring-filters';
import { ScoringQuestionRow, type ScoringRowContext } from './scoring-question-row';

/** First guesses of a row's height, corrected once it is measured. */
const ESTIMATED_HEIGHT = { section: 56, question: 260 } as const;

/**
 * The sections and questions as one virtual list scrolled by the window, as the questionnaire does (issue 33 point
 * 7: thousands of rows show their first ones at once): only the rows near the view are rendered.
 */
interface ScoringListProps {
  rows: readonly ScoringRow[];
  context: ScoringRowContext;
  onToggleSection: (sectionId: string) => void;
}

export function ScoringList({ rows, context, onToggleSection }: ScoringListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
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

  if (rows.length === 0) return <Typography color="text.secondary">No answers match the filters</Typography>;
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
              <SectionHeading row={row} onToggle={onToggleSection} />
            ) : (
              <ScoringQuestionRow row={row} context={context} />
            )}
          </div>
        );
      })}
    </div>
  );
}

type SectionRow = Extract<ScoringRow, { kind: 'section' }>;

function SectionHeading({ row, onToggle }: { row: SectionRow; onToggle: (sectionId: string) => void }) {
  return (
    <Typography variant="h6" component="h2" sx={{ pt: 2, pb: 1 }}>
      <Button
        color="inherit"
        aria-expanded={row.expanded}
        endIcon={row.expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        onClick={() => onToggle(row.section.sectionId)}
        sx={{ font: 'inherit', textTransform: 'none', px: 0 }}
      >
        {`${row.section.name} (${row.shown})`}
      </Button>
    </Typography>
  );
}
