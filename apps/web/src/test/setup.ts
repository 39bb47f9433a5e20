import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The project form renders slowly in jsdom while the server and web suites share two cores; a find or waitFor
// still fails when what it waits for never comes, it just allows the render the time it really takes.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});
