/** Removes the one registration it was returned for; calling it again does nothing. */
export type Unregister = () => void;

export interface RegisterOptions {
  /**
   * Where the entry stands among the point's entries: lower first, default 0. Entries of equal order keep the order
   * they were registered in. Manifests space their orders (100, 200…) so that a new entry can go between two.
   */
  order?: number;
}

/** A named list of entries that other modules add to: the one shape of every extension point. */
export interface ExtensionPoint<Entry> {
  readonly name: string;
  register(entry: Entry, options?: RegisterOptions): Unregister;
  /** The registered entries, by order, then by registration. */
  entries(): readonly Entry[];
}

interface Registration<Entry> {
  entry: Entry;
  order: number;
}

export function createExtensionPoint<Entry>(name: string): ExtensionPoint<Entry> {
  let registrations: readonly Registration<Entry>[] = [];
  let listed: readonly Entry[] = [];
  const update = (next: readonly Registration<Entry>[]) => {
    registrations = next;
    listed = next.map((registration) => registration.entry);
  };
  return {
    name,
    register(entry, { order = 0 } = {}) {
      if (!Number.isFinite(order)) throw new Error(`The order of an entry of ${name} must be a finite number`);
      // Each registration is its own object, so unregistering removes exactly it, even when the entry is listed twice.
      const registration: Registration<Entry> = { entry, order };
      // Array.prototype.sort is stable: equal orders keep their registration order.
      update([...registrations, registration].sort((a, b) => a.order - b.order));
      return () => update(registrations.filter((listedOne) => listedOne !== registration));
    },
    entries: () => listed,
  };
}
