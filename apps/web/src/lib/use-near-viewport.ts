import { type RefObject, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** Spec 3 §9: rows of a long list are rendered from 500 px before they scroll into view. */
export const VIRTUAL_MARGIN_PX = 500;

/**
 * How many elements change between near and far in one task: a scroll step brings a dozen rows near at once, and
 * rendering them all together would make a task long enough to stutter (issue 13: smooth at 1,000 questions).
 */
export const NEAR_VIEWPORT_BATCH = 4;

export interface NearViewport {
  near: boolean;
  /** The element's height when it last went far, so that it keeps its place without its content. */
  height: number | null;
}

interface Watched {
  state: NearViewport;
  update: (state: NearViewport) => void;
}

const watched = new Map<Element, Watched>();
/** The changes not yet rendered, in the order they were seen; one overtaken by the next before it rendered is dropped. */
const pending = new Map<Element, NearViewport>();
let observer: IntersectionObserver | null = null;
let flushScheduled = false;

/** Renders the next batch of changes, the elements coming near first, and leaves the rest to a later task. */
function flushBatch() {
  flushScheduled = false;
  const order = [...pending].sort(([, a], [, b]) => Number(b.near) - Number(a.near));
  flushSync(() => {
    for (const [element, state] of order.slice(0, NEAR_VIEWPORT_BATCH)) {
      pending.delete(element);
      const entry = watched.get(element);
      if (!entry) continue;
      entry.state = state;
      entry.update(state);
    }
  });
  if (pending.size > 0 && !flushScheduled) {
    flushScheduled = true;
    setTimeout(flushBatch);
  }
}

function observed(entries: IntersectionObserverEntry[]) {
  for (const { target, isIntersecting, boundingClientRect } of entries) {
    const entry = watched.get(target);
    if (!entry) continue;
    const near = isIntersecting || target.contains(document.activeElement);
    if (near === entry.state.near) pending.delete(target);
    else if (near !== pending.get(target)?.near)
      pending.set(target, near ? { ...entry.state, near } : { near, height: boundingClientRect.height });
  }
  if (pending.size > 0 && !flushScheduled) flushBatch();
}

const FAR: NearViewport = { near: false, height: null };
const ALWAYS_NEAR: NearViewport = { near: true, height: null };

function watch(element: Element, state: NearViewport, update: Watched['update']) {
  observer ??= new IntersectionObserver(observed, { rootMargin: `${VIRTUAL_MARGIN_PX}px 0px` });
  watched.set(element, { state, update });
  observer.observe(element);
  return () => {
    watched.delete(element);
    pending.delete(element);
    observer?.unobserve(element);
    if (watched.size === 0) {
      observer?.disconnect();
      observer = null;
    }
    if (!element.contains(document.activeElement)) update(FAR);
  };
}

/**
 * Whether the element is within `VIRTUAL_MARGIN_PX` of the viewport, for rendering a long list's rows only near the
 * view; all elements share one observer, and the changes are rendered a few elements per task. An element is watched
 * only while `watching` (e.g. while its list is near: the browser then follows a few rows, not all); unwatched, it is
 * far. One that holds the focus counts as near wherever it is, so that scrolling never takes the focus away. With
 * `enabled` false, or where the browser cannot tell (no IntersectionObserver), it is always near.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean, watching = true): NearViewport {
  const observable = enabled && typeof IntersectionObserver !== 'undefined';
  const [state, setState] = useState(FAR);
  const rendered = useRef(state);
  useEffect(() => {
    rendered.current = state;
  });
  const active = observable && watching;
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    return watch(element, rendered.current, setState);
  }, [ref, active]);
  return observable ? state : ALWAYS_NEAR;
}
