import { describe, expect, it } from 'vitest';
import { answersMaxLengthOptions, canChangeAnswersMaxLength, targetRespondentOptions } from './settings-options';

describe('project settings options', () => {
  it('offers the company sizes plus the current value, sorted and within 100 to 5000', () => {
    expect(answersMaxLengthOptions([2000, 500, 1000], 750)).toEqual([500, 750, 1000, 2000]);
    expect(answersMaxLengthOptions([50, 1000, 9000], null)).toEqual([1000]);
    expect(answersMaxLengthOptions([500, 1000, 2000], 1000)).toEqual([500, 1000, 2000]);
  });

  it('lets the max length change only in Draft and In Review', () => {
    expect(canChangeAnswersMaxLength('DRAFT')).toBe(true);
    expect(canChangeAnswersMaxLength('IN_REVIEW')).toBe(true);
    expect(canChangeAnswersMaxLength('PUBLISHED')).toBe(false);
  });

  it('offers target respondents for RFP and RFI only', () => {
    expect(targetRespondentOptions('PANEL', null)).toEqual([]);
    expect(targetRespondentOptions('RFP', 12)).toContain(12);
  });
});
