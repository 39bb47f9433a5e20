import { type ReactNode, startTransition, useEffect, useState } from 'react';
import type { ProductColumns } from './product-columns';
import { ROW_PART } from './scoring-row-styles';

/** No columns yet: a row coming into view renders its cells a moment later. */
const NO_COLUMNS: ProductColumns = { items: [], offset: 0, total: 0 };

/**
 * Whether a row that just came into view still waits for its cells: its heading renders at once, its cells in a
 * transition that React renders in slices, yielding to the scroll between them (issue 33 point 7).
 */
export function useCellsPending() {
  const [pending, setPending] = useState(true);
  useEffect(() => startTransition(() => setPending(false)), []);
  return pending;
}

interface ProductCellsProps {
  /** The product columns in view: only their cells are rendered, each under its column. */
  columns: ProductColumns;
  pending: boolean;
  /** About the height the cells will take, kept while pending so the list does not take in more rows. */
  pendingHeight: number;
  renderCell: (productId: string) => ReactNode;
}

/** A question row's strip of answer cells, following the product columns as they scroll sideways. */
export function ProductCells({ columns, pending, pendingHeight, renderCell }: ProductCellsProps) {
  const shown = pending ? NO_COLUMNS : columns;
  const first = shown.items[0]?.start ?? 0;
  return (
    <div
      className={ROW_PART.cells}
      style={{
        width: shown.total,
        minHeight: pending ? pendingHeight : undefined,
        transform: `translateX(${first - shown.offset}px)`,
      }}
    >
      {shown.items.map(({ productId, size }) => (
        <div key={productId} className={ROW_PART.cell} style={{ width: size }}>
          {renderCell(productId)}
        </div>
      ))}
    </div>
  );
}
