import { INTEGRITY_MESSAGES, NO_INTEGRITY } from '@shortlist/domain';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IntegritySwitches, integrityFlags } from './integrity-switches';

const allowed = { ...NO_INTEGRITY, sealedAnswers: true, winnerSensitivity: true };

describe('IntegritySwitches', () => {
  it('shows a switch per feature the company allows and turns one on in Draft', () => {
    const onChange = vi.fn();
    render(<IntegritySwitches status="DRAFT" allowed={allowed} value={NO_INTEGRITY} onChange={onChange} />);
    expect(screen.getAllByRole('switch').map((input) => input.closest('label')?.textContent)).toEqual([
      'Sealed answers',
      'What would flip the winner',
    ]);
    fireEvent.click(screen.getByRole('switch', { name: 'What would flip the winner' }));
    expect(onChange).toHaveBeenCalledWith({ ...NO_INTEGRITY, winnerSensitivity: true });
    expect(screen.queryByText(INTEGRITY_MESSAGES.locked)).toBeNull();
  });

  it('offers the calibration threshold, 1 to 5, while consensus is on (issue 37)', async () => {
    const onThresholdChange = vi.fn();
    const consensus = { ...NO_INTEGRITY, consensus: true };
    const { rerender } = render(
      <IntegritySwitches
        status="DRAFT"
        allowed={consensus}
        value={NO_INTEGRITY}
        onChange={vi.fn()}
        threshold={2}
        onThresholdChange={onThresholdChange}
      />,
    );
    expect(screen.queryByRole('combobox', { name: 'Disagreement threshold' })).toBeNull();
    rerender(
      <IntegritySwitches
        status="DRAFT"
        allowed={consensus}
        value={consensus}
        onChange={vi.fn()}
        threshold={2}
        onThresholdChange={onThresholdChange}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Disagreement threshold' }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    fireEvent.click(screen.getByRole('option', { name: '3' }));
    expect(onThresholdChange).toHaveBeenCalledWith(3);
  });

  it('locks every switch outside Draft and In Review and says why', () => {
    render(<IntegritySwitches status="PUBLISHED" allowed={allowed} value={allowed} onChange={vi.fn()} />);
    for (const input of screen.getAllByRole('switch')) expect((input as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByRole('group', { name: 'Evaluation integrity' }).getAttribute('aria-describedby')).toBe(
      'integrity-locked',
    );
    expect(screen.getByText(INTEGRITY_MESSAGES.locked)).toBeTruthy();
  });

  it('keeps a feature the project has on but the company no longer allows, so it can be turned off', () => {
    const onChange = vi.fn();
    const value = { ...NO_INTEGRITY, blindScoring: true };
    render(<IntegritySwitches status="IN_REVIEW" allowed={NO_INTEGRITY} value={value} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'Blind scoring' }));
    expect(onChange).toHaveBeenCalledWith(NO_INTEGRITY);
  });

  it('shows nothing when the company allows none, and reads flags without a type name', () => {
    const { container } = render(
      <IntegritySwitches status="DRAFT" allowed={NO_INTEGRITY} value={NO_INTEGRITY} onChange={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
    expect(integrityFlags({ __typename: 'IntegritySettings', consensus: true } as never)).toEqual({
      ...NO_INTEGRITY,
      consensus: true,
    });
  });
});
