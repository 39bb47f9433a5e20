import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEAR_VIEWPORT_BATCH, useNearViewport } from './use-near-viewport';

type Entry = Pick<IntersectionObserverEntry, 'target' | 'isIntersecting' | 'boundingClientRect'>;

/** The browser's IntersectionObserver, driven by the test: `report` tells it which elements are near. */
class FakeObserver {
  static current: FakeObserver | null = null;
  readonly targets = new Set<Element>();
  constructor(private readonly callback: (entries: Entry[]) => void) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.targets.add(element);
  }
  unobserve(element: Element) {
    this.targets.delete(element);
  }
  disconnect() {
    this.targets.clear();
  }
  static report(elements: Element[], isIntersecting: boolean, height = 0) {
    const boundingClientRect = { height } as DOMRectReadOnly;
    act(() =>
      FakeObserver.current?.callback(elements.map((target) => ({ target, isIntersecting, boundingClientRect }))),
    );
  }
}

function Row({ name, watching = true }: { name: string; watching?: boolean }) {
  const ref = useRef<HTMLLIElement | null>(null);
  const { near, height } = useNearViewport(ref, true, watching);
  return (
    <li ref={ref} aria-label={name} data-height={height ?? ''}>
      {near ? <button type="button">{`Act on ${name}`}</button> : null}
    </li>
  );
}

/** A list of `count` watched rows, named Row 0, Row 1… */
const renderRows = (count: number) =>
  render(
    <ul>
      {Array.from({ length: count }, (_, index) => `Row ${index}`).map((name) => (
        <Row key={name} name={name} />
      ))}
    </ul>,
  );
const rows = () => screen.getAllByRole('listitem');
const nearCount = () => screen.queryAllByRole('button').length;

describe('useNearViewport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('watches only while asked to and is always near where the browser cannot tell', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { unmount } = render(<Row name="Plain" />);
    expect(nearCount()).toBe(1);
    unmount();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Row name="Unwatched" watching={false} />);
    expect(nearCount()).toBe(0);
    expect(FakeObserver.current?.targets.size ?? 0).toBe(0);
  });

  it('renders the elements coming near a batch per task, the first batch at once', () => {
    renderRows(10);
    FakeObserver.report(rows(), true);
    expect(nearCount()).toBe(NEAR_VIEWPORT_BATCH);
    act(() => vi.advanceTimersToNextTimer());
    expect(nearCount()).toBe(2 * NEAR_VIEWPORT_BATCH);
    act(() => vi.runAllTimers());
    expect(nearCount()).toBe(10);
  });

  it('keeps the height an element had when it went far, and drops changes overtaken before they rendered', () => {
    renderRows(6);
    FakeObserver.report(rows(), true);
    FakeObserver.report(rows().slice(NEAR_VIEWPORT_BATCH), false, 90);
    act(() => vi.runAllTimers());
    expect(nearCount()).toBe(NEAR_VIEWPORT_BATCH);
    expect(rows()[5]?.dataset.height).toBe('');
    FakeObserver.report([rows()[0] as Element], false, 84);
    expect(rows()[0]?.dataset.height).toBe('84');
    expect(nearCount()).toBe(NEAR_VIEWPORT_BATCH - 1);
  });

  it('keeps an element that holds the focus near, also when it is no longer watched', () => {
    const { rerender } = render(<Row name="Focused" />);
    FakeObserver.report(rows(), true);
    screen.getByRole('button').focus();
    FakeObserver.report(rows(), false);
    expect(nearCount()).toBe(1);
    rerender(<Row name="Focused" watching={false} />);
    expect(nearCount()).toBe(1);
    (document.activeElement as HTMLElement).blur();
    rerender(<Row name="Focused" />);
    FakeObserver.report(rows(), false);
    expect(nearCount()).toBe(0);
  });
});
