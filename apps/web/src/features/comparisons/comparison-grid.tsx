import { Box, Typography } from '@mui/material';
import { COMPARISON_MESSAGES, COMPARISON_WIDTHS, comparisonColumnWidth } from '@shortlist/domain';
import { useMemo } from 'react';
import { WindowVirtualList } from '../../components/window-virtual-list';
import { useSession } from '../../lib/session';
import { type ProductColumns, ProductScrollBar, ScoringRowRoot, useProductColumns } from '../scoring';
import type { ComparisonProduct, ComparisonRead, ComparisonRow } from './comparison-model';
import { ComparisonQuestionRow, type ComparisonRowContext } from './comparison-question-row';

/** First guesses of a row's height, corrected once it is measured. */
const ESTIMATED_HEIGHT = { section: 48, question: 150 } as const;

/**
 * Spec 2 §2 comparison grid (§9 widths): the questions in the first column (300 px), a column per product (350, 500
 * with notes, +100 with one product) headed by its score, a group row per section. Rows and product columns are
 * virtual (issue 34: 30 products × 1,000 questions show at once and scroll both ways smoothly).
 */
export function ComparisonGrid({ read, rows }: { read: ComparisonRead; rows: readonly ComparisonRow[] }) {
  const session = useSession();
  const productIds = useMemo(() => read.products.map((product) => product.productId), [read.products]);
  const width = comparisonColumnWidth(read.comparison.showNotes, productIds.length);
  const { columns, barRef } = useProductColumns(productIds, width);
  const context = useMemo<ComparisonRowContext>(
    () => ({
      scoringType: read.scoringType,
      contrastMode: session.profile?.contrastMode ?? false,
      showNotes: read.comparison.showNotes,
      products: read.products,
      productNames: new Map(read.products.map((product) => [product.productId, product.name])),
    }),
    [read, session.profile?.contrastMode],
  );
  if (read.products.length === 0) return <Typography color="text.secondary">{COMPARISON_MESSAGES.empty}</Typography>;
  return (
    <Box>
      <ProductHeader products={read.products} columns={columns} />
      <WindowVirtualList
        rows={rows}
        estimatedHeight={ESTIMATED_HEIGHT}
        renderRow={(row) =>
          row.kind === 'section' ? (
            <Typography variant="h6" component="h2" sx={{ pt: 2, pb: 1 }}>
              {`${row.name} (${row.count})`}
            </Typography>
          ) : (
            <ComparisonQuestionRow row={row} columns={columns} context={context} />
          )
        }
      />
      <ProductScrollBar barRef={barRef} total={columns.total} />
    </Box>
  );
}

/** The products' column heads, each with its score in the viewer's scope, kept in view at the top of the window. */
function ProductHeader({ products, columns }: { products: readonly ComparisonProduct[]; columns: ProductColumns }) {
  const byId = new Map(products.map((product) => [product.productId, product]));
  const first = columns.items[0]?.start ?? 0;
  return (
    <ScoringRowRoot
      sx={{ position: 'sticky', top: 0, zIndex: 2, display: 'flex', py: 1, boxShadow: 1 }}
      aria-label="Products"
      role="group"
    >
      <Box sx={{ width: COMPARISON_WIDTHS.questions, flex: 'none', px: 2, typography: 'subtitle2' }}>Questions</Box>
      <Box sx={{ overflow: 'hidden', flex: 1 }}>
        <Box
          component="ol"
          sx={{ display: 'flex', m: 0, p: 0 }}
          style={{ width: columns.total, transform: `translateX(${first - columns.offset}px)` }}
        >
          {columns.items.map(({ productId, size }) => {
            const product = byId.get(productId);
            return (
              <Box
                component="li"
                key={productId}
                sx={{ listStyle: 'none', flex: 'none', px: 2, boxSizing: 'border-box' }}
                style={{ width: size }}
              >
                <Typography variant="subtitle2" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                  {product?.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">{`Score ${product?.score ?? 0}`}</Typography>
              </Box>
            );
          })}
        </Box>
      </Box>
    </ScoringRowRoot>
  );
}
