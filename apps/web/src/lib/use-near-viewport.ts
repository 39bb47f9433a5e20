import { type RefObject, useEffect, useState } from 'react';

/** Spec 3 §9: rows of a long list are rendered from 500 px before they scroll into view. */
export const VIRTUAL_MARGIN_PX = 500;

/**
 * True once the element has come within `VIRTUAL_MARGIN_PX` of the viewport, and from then on (a row that has been
 * shown stays, so focus and a drag in progress are never lost). With `enabled` false, or where the browser cannot
 * tell (no IntersectionObserver), it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const observable = enabled && typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!observable);
  useEffect(() => {
    const element = ref.current;
    if (near || !observable || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${VIRTUAL_MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, observable]);
  return near;
}
