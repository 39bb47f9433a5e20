import { Box, Chip, Stack, Typography } from '@mui/material';
import { colourSwatch, type ProjectStatus } from '@shortlist/domain';
import { Suspense, useMemo, useState } from 'react';
import { useSession } from '../../lib/session';
import { ExportReportButton } from '../reports';
import { ScoringFilterBar } from './scoring-filter-bar';
import {
  NO_SCORING_FILTERS,
  offeredFilters,
  type ScoringFilters,
  scoringRows,
  shownProductIds,
} from './scoring-filters';
import { ScoringList } from './scoring-list';
import type { ScoringData, ScoringProduct } from './scoring-model';
import type { ScoringRowContext } from './scoring-question-row';
import type { ScoringActions } from './use-scoring-actions';

interface ScoringBoardProps {
  scoring: ScoringData;
  status: ProjectStatus;
  actions: ScoringActions;
  /** Reads the scoring again (after an approval on the page). */
  onReload: () => Promise<void>;
}

/** Spec 2 §2 scoring page: the products' scores (best first), the rated share, the filters and the answers. */
export function ScoringBoard({ scoring, status, actions, onReload }: ScoringBoardProps) {
  const session = useSession();
  const [filters, setFilters] = useState(NO_SCORING_FILTERS);
  const [toggled, setToggled] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => scoringRows(scoring, filters, toggled), [scoring, filters, toggled]);
  const productIds = useMemo(() => shownProductIds(scoring.products, filters), [scoring.products, filters]);
  const filter = (next: ScoringFilters) => {
    setFilters(next);
    setToggled(new Set());
  };
  const toggleSection = (sectionId: string) =>
    setToggled((current) => {
      const next = new Set(current);
      if (!next.delete(sectionId)) next.add(sectionId);
      return next;
    });
  const context = useMemo<ScoringRowContext>(
    () => ({
      scoringType: scoring.scoringType,
      contrastMode: session.profile?.contrastMode ?? false,
      productNames: new Map(scoring.products.map((product) => [product.productId, product.name])),
      actions,
      projectId: scoring.projectId,
      onReload,
    }),
    [scoring.scoringType, scoring.products, scoring.projectId, session.profile?.contrastMode, actions, onReload],
  );
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Scoring
        </Typography>
        <Suspense fallback={null}>
          <ExportReportButton projectId={scoring.projectId} branchId={scoring.branchId ?? null} />
        </Suspense>
      </Stack>
      <ProductScores products={scoring.products} contrastMode={context.contrastMode} />
      <Typography variant="body2" color="text.secondary">
        {`Rated ${scoring.ratedAnswers} of ${scoring.totalAnswers} answers (${scoring.completeness}%)`}
      </Typography>
      <ScoringFilterBar
        filters={filters}
        products={scoring.products}
        offered={offeredFilters(status, scoring.scoringType)}
        onChange={filter}
      />
      <ScoringList rows={rows} productIds={productIds} context={context} onToggleSection={toggleSection} />
    </Stack>
  );
}

function ProductScores({ products, contrastMode }: { products: readonly ScoringProduct[]; contrastMode: boolean }) {
  const winner = colourSwatch('GREEN', contrastMode);
  // The tint's own green text falls short of 4.5:1 on it: without contrast mode the chip's text stays the body's.
  const winnerSx = {
    backgroundColor: winner.background,
    borderColor: winner.border,
    color: contrastMode ? winner.foreground : 'text.primary',
  };
  return (
    <Box component="ol" aria-label="Scores" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
      {products.map((product) => (
        <Box component="li" key={product.productId} sx={{ listStyle: 'none' }}>
          <Chip
            label={`${product.name} ${product.score}${product.winner ? ' · Winner' : ''}`}
            variant="outlined"
            sx={product.winner ? winnerSx : undefined}
          />
        </Box>
      ))}
    </Box>
  );
}
