import { describe, expect, it } from 'vitest';
import { formatProjectDate, fromDateInput, toDateInput } from './project-dates';

describe('project dates', () => {
  it('reads a stored midday-UTC instant as its New York day and back', () => {
    expect(toDateInput('2026-03-08T12:00:00.000Z')).toBe('2026-03-08');
    expect(fromDateInput('2026-03-08')?.toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('uses the New York day of an instant late at night UTC', () => {
    expect(toDateInput('2026-01-02T03:00:00.000Z')).toBe('2026-01-01');
  });

  it('treats empty values as no date', () => {
    expect(toDateInput(null)).toBe('');
    expect(fromDateInput('')).toBeNull();
    expect(formatProjectDate(null)).toBe('—');
    expect(formatProjectDate('2026-03-08T12:00:00.000Z')).toBe('Mar 8, 2026');
  });
});
