import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Button, Typography } from '@mui/material';
import { WindowVirtualList } from '../../components/window-virtual-list';
import { ProductScrollBar, useProductColumns } from './product-columns';
import type { ScoringRow } from './scoring-filters';
import { ScoringQuestionRow, type ScoringRowContext } from './scoring-question-row';

/** First guesses of a row's height, corrected once it is measured. */
const ESTIMATED_HEIGHT = { section: 56, question: 260 } as const;

interface ScoringListProps {
  rows: readonly ScoringRow[];
  /** The products shown, one column each, in the order of their columns. */
  productIds: readonly string[];
  context: ScoringRowContext;
  onToggleSection: (sectionId: string) => void;
}

/**
 * The sections and questions as one virtual list scrolled by the window, the products as virtual columns scrolled
 * sideways (issue 33 point 7): only the rows near the view, and in them the products in view, are rendered.
 */
export function ScoringList({ rows, productIds, context, onToggleSection }: ScoringListProps) {
  const { columns, barRef } = useProductColumns(productIds);
  if (rows.length === 0) return <Typography color="text.secondary">No answers match the filters</Typography>;
  return (
    <>
      <WindowVirtualList
        rows={rows}
        estimatedHeight={ESTIMATED_HEIGHT}
        renderRow={(row) =>
          row.kind === 'section' ? (
            <SectionHeading row={row} onToggle={onToggleSection} />
          ) : (
            <ScoringQuestionRow row={row} columns={columns} context={context} />
          )
        }
      />
      <ProductScrollBar barRef={barRef} total={columns.total} />
    </>
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
