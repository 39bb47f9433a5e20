import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { cleanup, configure, renderHook } from '@testing-library/react';
import { afterEach } from 'vitest';

// The project form renders slowly in jsdom while the server and web suites share two cores; a find or waitFor
// still fails when what it waits for never comes, it just allows the render the time it really takes.
configure({ asyncUtilTimeout: 5000 });

/** The emotion cache MUI styles every component with by default. */
const emotionCache = (() => {
  const { result, unmount } = renderHook(() => useEmotionCache());
  unmount();
  if (!result.current) throw new Error('MUI renders without an emotion cache');
  return result.current;
})();

/**
 * Each worker keeps one document for all its files (isolate: false), so without this the style rules of every test
 * before stay in it: jsdom matches each element against every rule to tell whether it is hidden, and queries by
 * role grew slower file after file until a late form test ran out of time. Each test starts with no rules, and
 * emotion inserts again the ones it renders.
 */
function forgetInsertedStyles() {
  emotionCache.sheet.flush();
  for (const name of Object.keys(emotionCache.inserted)) delete emotionCache.inserted[name];
}

afterEach(() => {
  cleanup();
  forgetInsertedStyles();
  sessionStorage.clear();
});
