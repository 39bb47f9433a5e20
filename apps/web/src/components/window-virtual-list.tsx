import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useLayoutEffect, useRef, useState } from 'react';

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
  const offset = useListTop(listRef);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => {
      const row = rows[index];
      return row ? estimatedHeight[row.kind as Row['kind']] : 0;
    },
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 4,
    scrollMargin: offset,
    measureElement: measuredAfterLayout,
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
              contain: 'layout paint style',
            }}
          >
            {renderRow(row)}
          </div>
        );
      })}
    </div>
  );
}

/**
 * The list's top in the page, which whatever renders above it (an alert coming and going) moves; the virtualiser counts
 * from it. Read when the page's size changes, in the resize observer's callback (after layout), not after every
 * render: a read after each scroll render forced a layout per frame.
 */
function useListTop(listRef: RefObject<HTMLDivElement | null>) {
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const place = () => setTop(list.getBoundingClientRect().top + window.scrollY);
    place();
    // jsdom (the unit tests) has no resize observer and no layout to follow.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [listRef]);
  return top;
}

/**
 * A row's height from the resize observer, which reports it after layout. The virtualiser also asks as a row mounts
 * (no observer entry yet): answering with what it knows (the row's last height, or its estimate) rather than reading
 * the element spares a forced layout per new row while scrolling; the observer's first report corrects it.
 */
function measuredAfterLayout(
  element: Element,
  entry: ResizeObserverEntry | undefined,
  list: Virtualizer<Window, Element>,
) {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = list.indexFromElement(element);
  return list.itemSizeCache.get(list.options.getItemKey(index)) ?? list.options.estimateSize(index);
}
