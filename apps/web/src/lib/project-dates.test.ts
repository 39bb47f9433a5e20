import { formatDate } from '@shortlist/domain';
import { describe, expect, it } from 'vitest';
import { dateInputValue, fromDateInput, INVALID_DATE_VALUE, isCompleteDateValue, toDateInput } from './project-dates';

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
    expect(formatDate(null)).toBe('—');
    expect(formatDate('2026-03-08T12:00:00.000Z')).toBe('Mar 8, 2026');
  });

  it.each(['0002-11-25', '0020-11-25', '0202-11-25', '0999-12-31'])(
    'is no date while the year is still typed: %s',
    (value) => {
      expect(fromDateInput(value)).toBeNull();
      expect(dateInputValue(value)).toBe(INVALID_DATE_VALUE);
    },
  );

  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '+02026-11-25'])('refuses %s', (value) => {
    expect(fromDateInput(value)).toBeNull();
  });

  it('takes a complete day as typed, including a leap day', () => {
    expect(dateInputValue('2026-11-25')).toBe('2026-11-25T12:00:00.000Z');
    expect(fromDateInput('2028-02-29')?.toISOString()).toBe('2028-02-29T12:00:00.000Z');
    expect(fromDateInput('1000-01-01')?.toISOString()).toBe('1000-01-01T12:00:00.000Z');
  });

  it('tells an empty field from a partly typed one', () => {
    expect(dateInputValue('')).toBe('');
    expect(dateInputValue('', true)).toBe(INVALID_DATE_VALUE);
  });

  it('lets only complete dates drive the auto-fill', () => {
    expect(isCompleteDateValue('2026-11-25T12:00:00.000Z')).toBe(true);
    expect(isCompleteDateValue('')).toBe(false);
    expect(isCompleteDateValue(INVALID_DATE_VALUE)).toBe(false);
  });
});
