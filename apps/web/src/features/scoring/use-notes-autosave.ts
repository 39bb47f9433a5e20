import { AUTOSAVE_SPINNER_MS, TEXT_AREA_AUTOSAVE_MS } from '@shortlist/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export type NotesSaveState = 'idle' | 'saving' | 'slow' | 'failed';

/**
 * Spec 2 §5 note autosave: saved after 5000 ms without typing or on blur; 'slow' once a save has taken 700 ms (the
 * spinner); 'failed' until a later save succeeds. A row scrolled out of the virtual list saves what it still holds.
 */
export function useNotesAutosave(initial: string, save: (value: string) => Promise<unknown>) {
  const [value, setValue] = useState(initial);
  const [state, setState] = useState<NotesSaveState>('idle');
  const latest = useRef({ value: initial, saved: initial, save });
  latest.current.save = save;
  const idleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(async () => {
    clearTimeout(idleTimer.current);
    idleTimer.current = undefined;
    const sent = latest.current.value;
    if (sent === latest.current.saved) return;
    setState('saving');
    const spinner = setTimeout(() => setState('slow'), AUTOSAVE_SPINNER_MS);
    try {
      await latest.current.save(sent);
      latest.current.saved = sent;
      setState('idle');
    } catch {
      setState('failed');
    } finally {
      clearTimeout(spinner);
    }
  }, []);

  const change = useCallback(
    (next: string) => {
      latest.current.value = next;
      setValue(next);
      clearTimeout(idleTimer.current);
      idleTimer.current = setTimeout(() => void flush(), TEXT_AREA_AUTOSAVE_MS);
    },
    [flush],
  );

  useEffect(
    () => () => {
      const { value: held, saved } = latest.current;
      clearTimeout(idleTimer.current);
      if (held !== saved) void latest.current.save(held).catch(() => undefined);
    },
    [],
  );

  return { value, state, change, flush };
}
