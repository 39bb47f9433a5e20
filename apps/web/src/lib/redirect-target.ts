const STORAGE_KEY = 'shortlist.redirectTarget';

/** Only same-site paths are accepted, so a stored value can never send the browser elsewhere. */
function isSafePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//');
}

/** Remembers, for this browser session, where to go once the user has signed in. */
export function rememberRedirectTarget(path: string): void {
  if (isSafePath(path)) sessionStorage.setItem(STORAGE_KEY, path);
}

export function peekRedirectTarget(): string | null {
  const path = sessionStorage.getItem(STORAGE_KEY);
  return path !== null && isSafePath(path) ? path : null;
}

export function clearRedirectTarget(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
