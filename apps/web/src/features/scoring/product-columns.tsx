import { Box } from '@mui/material';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** The narrowest a product's column gets; when every product fits, the columns share the width. */
const MIN_COLUMN_WIDTH = 280;

/** The product columns in view (and one either side): which products, where each starts, how wide. */
export interface ProductColumns {
  items: ReadonlyArray<{ productId: string; start: number; size: number }>;
  /** How far the columns are scrolled, and their whole width. */
  offset: number;
  total: number;
}

const columnWidthIn = (viewWidth: number, count: number) =>
  count > 0 && count * MIN_COLUMN_WIDTH <= viewWidth ? viewWidth / count : MIN_COLUMN_WIDTH;

/**
 * The products as virtual columns (issue 33 point 7: 30 products show only those in view), scrolled by one bar under
 * the list (`ProductScrollBar`) that stays at the bottom of the window. Columns share the width unless `fixedWidth`.
 */
export function useProductColumns(productIds: readonly string[], fixedWidth?: number) {
  const barRef = useRef<HTMLDivElement>(null);
  const [viewWidth, setViewWidth] = useState(0);
  const columnWidth = fixedWidth ?? columnWidthIn(viewWidth, productIds.length);
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: productIds.length,
    getScrollElement: () => barRef.current,
    estimateSize: () => columnWidth,
    getItemKey: (index) => productIds[index] ?? index,
    overscan: 1,
    // Without a layout (hidden, or a test's DOM) the bar measures 0: the window's width stands in for it.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => {
        const width = rect.width || window.innerWidth;
        setViewWidth(width);
        report({ ...rect, width });
      }),
  });
  useLayoutEffect(() => {
    if (columnWidth > 0) virtualizer.measure();
  }, [columnWidth, virtualizer]);
  const inView = virtualizer.getVirtualItems();
  const offset = virtualizer.scrollOffset ?? 0;
  const total = virtualizer.getTotalSize();
  // The same object while the columns do not move: the rows (memoised) then skip rendering as the window scrolls.
  const columns = useMemo<ProductColumns>(
    () => ({
      items: inView.flatMap(({ index, start, size }) => {
        const productId = productIds[index];
        return productId === undefined ? [] : [{ productId, start, size }];
      }),
      offset,
      total,
    }),
    [inView, offset, total, productIds],
  );
  return { columns, barRef };
}

/**
 * The horizontal scroll bar of the product columns, kept in view at the bottom of the window; it takes the arrow keys
 * once focused.
 */
export function ProductScrollBar({ barRef, total }: { barRef: RefObject<HTMLDivElement | null>; total: number }) {
  return (
    <Box
      ref={barRef}
      role="group"
      aria-label="Scroll the products"
      tabIndex={0}
      sx={{ position: 'sticky', bottom: 0, overflowX: 'auto', overflowY: 'hidden', bgcolor: 'background.default' }}
    >
      <div style={{ width: total, height: 1 }} />
    </Box>
  );
}
