import type { Unregister } from './create-extension-point.js';
import type { ExtensionPoints } from './extension-points.js';

/** What a module adds to the extension points; `register` answers how to take all of it back. */
export interface ModuleManifest {
  name: string;
  register(points: ExtensionPoints): Unregister;
}

/** One unregister for several registrations (a manifest's). */
export const unregisterAll =
  (unregisters: readonly Unregister[]): Unregister =>
  () => {
    for (const unregister of unregisters) unregister();
  };

const installed = new WeakMap<ExtensionPoints, Set<ModuleManifest>>();

/**
 * Registers each manifest into `points`, once: installing the same manifest again (every app built in one process
 * installs the list) changes nothing.
 */
export function installModules(points: ExtensionPoints, manifests: readonly ModuleManifest[]): void {
  const done = installed.get(points) ?? new Set<ModuleManifest>();
  installed.set(points, done);
  for (const manifest of manifests) {
    if (done.has(manifest)) continue;
    manifest.register(points);
    done.add(manifest);
  }
}
