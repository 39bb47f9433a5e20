import { useState } from 'react';

/** The ids checked in a checklist, with the toggle a ChecklistDialog calls. */
export function useCheckedSet(initial: () => Iterable<string> = () => []) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(initial()));
  const toggle = (id: string, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  return { checked, toggle };
}
