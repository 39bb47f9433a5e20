import { describe, expect, it } from 'vitest';
import { SlidingWindowCounter } from './sliding-window.js';

describe('SlidingWindowCounter', () => {
  it('counts the events of a key within the window only, each key apart', () => {
    let now = 0;
    const counter = new SlidingWindowCounter(1000, () => now);
    counter.add('ann');
    now = 400;
    counter.add('ann');
    counter.add('bob');
    expect(counter.count('ann')).toBe(2);
    expect(counter.count('bob')).toBe(1);
    now = 1001;
    expect(counter.count('ann')).toBe(1);
    now = 1401;
    expect(counter.count('ann')).toBe(0);
    counter.add('ann');
    expect(counter.count('ann')).toBe(1);
  });

  it('forgets a key when cleared', () => {
    const counter = new SlidingWindowCounter(1000, () => 0);
    counter.add('ann');
    counter.clear('ann');
    expect(counter.count('ann')).toBe(0);
  });
});
