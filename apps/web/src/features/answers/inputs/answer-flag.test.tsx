import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AnswerFlag } from './answer-flag';

describe('AnswerFlag', () => {
  it.each([
    ['DRAFT', 'Draft'],
    ['NOT_APPLICABLE', 'Not Applicable'],
    ['SAVED', 'Saved'],
    ['SUBMITTED', 'Submitted'],
  ] as const)('%s reads %s', (flag, label) => {
    render(<AnswerFlag flag={flag} />);
    expect(screen.getByText(label)).toBeTruthy();
  });

  it("explains Error with 'Unable to save Answer'", () => {
    render(<AnswerFlag flag="ERROR" />);
    const chip = screen.getByText('Error').closest('.MuiChip-root');
    expect(chip?.getAttribute('title')).toBe('Unable to save Answer');
  });
});
