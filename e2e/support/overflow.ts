import type { Page } from '@playwright/test';

/** The width the issue asks every page to fit without sideways scrolling (issue 17). */
export const SMALL_SCREEN = { width: 360, height: 740 };

export interface Overflow {
  pageWidth: number;
  viewportWidth: number;
  /** Elements that scroll sideways outside a table, or stick out of the viewport. */
  offenders: string[];
}

/**
 * The page must not scroll sideways at phone width. Only the own scroll container of two-dimensional content may be
 * wider than the screen (and whatever sits inside it): a table, a tab bar, or a named scroll area (a labelled group
 * or region, like the scoring page's product columns); any other box that scrolls sideways is a layout fault too.
 * What an ancestor within the screen clips (overflow hidden) does not stick out.
 */
export function measureOverflow(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const viewportWidth = window.innerWidth;
    const describe = (element: Element) => {
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      const classes = (element.getAttribute('class') ?? '').split(' ').slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}.${classes} "${label}"`;
    };
    const namedScrollArea = (element: Element) =>
      ['group', 'region'].includes(element.getAttribute('role') ?? '') && element.hasAttribute('aria-label');
    const holdsTableOrTabs = (element: Element) =>
      namedScrollArea(element) || element.querySelector('table, [role="tablist"]') !== null;
    const insideOwnScroller = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (holdsTableOrTabs(parent) && parent.scrollWidth > parent.clientWidth) return true;
      }
      return false;
    };
    const clippedWithinScreen = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const clips = ['hidden', 'clip'].includes(getComputedStyle(parent).overflowX);
        if (clips && parent.getBoundingClientRect().right <= viewportWidth + 1) return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // Screen-reader-only and native inputs MUI covers with its own controls are 1px boxes or transparent.
      if (rect.width <= 1 || style.opacity === '0') continue;
      const scrollsSideways = ['auto', 'scroll'].includes(style.overflowX);
      if (scrollsSideways && element.scrollWidth > element.clientWidth + 1 && !holdsTableOrTabs(element)) {
        offenders.push(`scrolls sideways: ${describe(element)}`);
      }
      if (rect.right > viewportWidth + 1 && !insideOwnScroller(element) && !clippedWithinScreen(element)) {
        offenders.push(`sticks out (${Math.round(rect.right)}px): ${describe(element)}`);
      }
    }
    return { pageWidth: document.documentElement.scrollWidth, viewportWidth, offenders };
  });
}

/** What is wrong with the page's width: the offenders, and the page itself when it is wider than the viewport. */
export async function overflowFaults(page: Page) {
  const { pageWidth, viewportWidth, offenders } = await measureOverflow(page);
  return pageWidth > viewportWidth ? [`page is ${pageWidth}px wide`, ...offenders] : offenders;
}
