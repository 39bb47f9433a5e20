import { useEffect, useSyncExternalStore } from 'react';

type SignedInShell = typeof import('./signed-in-shell');

let shell: SignedInShell | null = null;
let failure: { error: unknown } | null = null;
let loading = false;
const listeners = new Set<() => void>();

function settle(): void {
  for (const listener of listeners) listener();
}

function load(): void {
  if (loading || shell !== null) return;
  loading = true;
  void import('./signed-in-shell').then(
    (loaded) => {
      shell = loaded;
      settle();
    },
    (error: unknown) => {
      failure = { error };
      loading = false;
      settle();
    },
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => shell;
const failed = () => failure;

/**
 * The parts of the shell only a signed-in user sees (signed-in-shell.ts), loaded once somebody is signed in; null
 * until they have arrived. Every part appears in the same render, so the blocking terms dialog never shows later than
 * the account menu. A chunk that fails to load is thrown to the route's error screen, as a page's would be.
 */
export function useSignedInShell(signedIn: boolean): SignedInShell | null {
  useEffect(() => {
    if (signedIn) load();
  }, [signedIn]);
  const loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
  const error = useSyncExternalStore(subscribe, failed, failed);
  if (error !== null && signedIn && loaded === null) throw error.error;
  return signedIn ? loaded : null;
}
