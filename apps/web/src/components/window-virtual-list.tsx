import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/** A row of a sectioned list: a section's heading or one of its questions, keyed for the list. */
export interface SectionedRow {
  kind: 'section' | 'question';
  key: string;
}

interface WindowVirtualListProps<Row extends SectionedRow> {
  rows: readonly Row[];
  /** First guesses of a row's height by kind, corrected once the row is measured. */
  estimatedHeight: Readonly<Record<Row['kind'], number>>;
  renderRow: (row: Row) => ReactNode;
}

/**
 * Sections and questions as one virtual list scrolled by the window (issues 15 and 33: a 1,000-question list shows
 * its first rows at once and scrolls smoothly): only the rows near the view are rendered, each measured as it renders.
 */
export function WindowVirtualList<Row extends SectionedRow>({
  rows,
  estimatedHeight,
  renderRow,
}: WindowVirtualListProps<Row>) {
  const listRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // Whatever renders above the list (an alert coming and going) moves it; the virtualiser counts from its top.
  useLayoutEffect(() => {
    const top = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY;
    if (top !== offset) setOffset(top);
  });
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => {
      const row = rows[index];
      return row ? estimatedHeight[row.kind as Row['kind']] : 0;
    },
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 4,
    scrollMargin: offset,
  });
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
            {renderRow(row)}
          </div>
        );
      })}
    </div>
  );
}
