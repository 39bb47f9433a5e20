import { type RefObject, useEffect, useState } from 'react';

/** Spec 3 §9: rows of a long list are rendered from 500 px before they scroll into view. */
export const VIRTUAL_MARGIN_PX = 500;

/**
 * Whether the element is within `VIRTUAL_MARGIN_PX` of the viewport, for rendering a long list's rows only near the
 * view. A row that holds the focus counts as near wherever it is, so that scrolling never takes the focus away. With
 * `enabled` false, or where the browser cannot tell (no IntersectionObserver), it is always true.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const observable = enabled && typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!observable);
  useEffect(() => {
    const element = ref.current;
    if (!observable || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setNear(entry.isIntersecting || element.contains(document.activeElement));
      },
      { rootMargin: `${VIRTUAL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, observable]);
  return near || !observable;
}
