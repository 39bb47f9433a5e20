import { describe, expect, it } from 'vitest';
import { createExtensionPoints, installModules } from './core/extensions/index.js';
import { installedModules } from './installed-modules.js';

describe('the installed modules', () => {
  it('register at least once on every extension point, once however often they are installed', () => {
    const points = createExtensionPoints();
    installModules(points, installedModules);
    const counts = Object.fromEntries(Object.entries(points).map(([name, point]) => [name, point.entries().length]));
    for (const [name, count] of Object.entries(counts)) expect(count, name).toBeGreaterThan(0);
    installModules(points, installedModules);
    expect(Object.fromEntries(Object.entries(points).map(([name, point]) => [name, point.entries().length]))).toEqual(
      counts,
    );
  });

  it('take back everything a manifest registered', () => {
    const points = createExtensionPoints();
    const unregisters = installedModules.map((manifest) => manifest.register(points));
    for (const unregister of unregisters) unregister();
    for (const [name, point] of Object.entries(points)) expect(point.entries(), name).toEqual([]);
  });

  it('have distinct names', () => {
    const names = installedModules.map((manifest) => manifest.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
