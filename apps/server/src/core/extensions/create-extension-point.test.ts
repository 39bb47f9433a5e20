import { describe, expect, it } from 'vitest';
import { createExtensionPoint } from './create-extension-point.js';

const named = (name: string) => () => name;
const namesOf = (entries: readonly (() => string)[]) => entries.map((entry) => entry());

describe('createExtensionPoint', () => {
  it('lists entries by order, lower first, ties in registration order, 0 by default', () => {
    const point = createExtensionPoint<() => string>('test');
    point.register(named('late'), { order: 200 });
    point.register(named('early'), { order: 100 });
    point.register(named('first tie'), { order: 150 });
    point.register(named('second tie'), { order: 150 });
    point.register(named('default'));
    point.register(named('negative'), { order: -1 });
    expect(namesOf(point.entries())).toEqual(['negative', 'default', 'early', 'first tie', 'second tie', 'late']);
    expect(point.name).toBe('test');
  });

  it('unregisters exactly its own registration, once', () => {
    const point = createExtensionPoint<() => string>('test');
    const a = named('a');
    const b = named('b');
    const removeA = point.register(a);
    point.register(b);
    const removeB = point.register(b, { order: -1 });
    removeB();
    expect(point.entries()).toEqual([a, b]);
    removeA();
    removeA();
    expect(point.entries()).toEqual([b]);
  });

  it('keeps both registrations of one function, and removes the one asked for', () => {
    const point = createExtensionPoint<() => string>('test');
    const entry = named('twice');
    const other = named('other');
    const removeFirst = point.register(entry, { order: 1 });
    point.register(other, { order: 2 });
    const removeSecond = point.register(entry, { order: 3 });
    expect(point.entries()).toEqual([entry, other, entry]);
    removeFirst();
    expect(point.entries()).toEqual([other, entry]);
    removeSecond();
    expect(point.entries()).toEqual([other]);
  });

  it('refuses an order that is not a finite number', () => {
    const point = createExtensionPoint<() => string>('test');
    expect(() => point.register(named('x'), { order: Number.NaN })).toThrow(/finite number/);
    expect(point.entries()).toEqual([]);
  });
});
