import type { Page } from 'playwright';

/** A main-thread task longer than this is a frame the user sees stutter (the Long Tasks API's own threshold). */
export const SMOOTH_MS = 50;

export interface LongTasks {
  longest: number;
  count: number;
}

/** Records the main thread's long tasks from now on; the function returned answers those since its last call. */
export async function watchLongTasks(page: Page): Promise<() => Promise<LongTasks>> {
  await page.evaluate(() => {
    const record = window as unknown as { longTasks: number[] };
    record.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  return () =>
    page.evaluate(() => {
      const record = window as unknown as { longTasks: number[] };
      const tasks = record.longTasks.splice(0);
      return { longest: Math.max(0, ...tasks), count: tasks.length };
    });
}

/**
 * The main thread's long tasks since the page's navigation (the browser keeps them for a late observer), e.g. while
 * a page loads and first renders.
 */
export function longTasksSinceNavigation(page: Page): Promise<LongTasks> {
  return page.evaluate(
    () =>
      new Promise<LongTasks>((resolve) => {
        const tasks: number[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) tasks.push(entry.duration);
        });
        observer.observe({ type: 'longtask', buffered: true });
        // The kept entries come in the observer's first callback, a task later; none at all gives no callback.
        setTimeout(() => {
          observer.disconnect();
          resolve({ longest: Math.max(0, ...tasks), count: tasks.length });
        }, 50);
      }),
  );
}

/**
 * Scrolls the window from the top to the end by mouse wheel, a screenful at a time, one frame apart. The end is
 * read again at each step: a virtual list's height changes as its rows are measured.
 */
export async function scrollToEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const atEnd = () =>
    page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
  while (!(await atEnd())) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(16);
  }
}

/** 'longest task 32 ms (0 over 50 ms) smooth' */
export const smoothness = ({ longest, count }: LongTasks) =>
  `longest task ${longest.toFixed(0).padStart(4)} ms (${count} over ${SMOOTH_MS} ms) ${longest <= SMOOTH_MS ? 'smooth' : 'NOT smooth'}`;
