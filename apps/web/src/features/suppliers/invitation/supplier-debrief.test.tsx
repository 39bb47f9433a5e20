import { DEBRIEF_TEXTS, SUPPLIER_RESULT_TEXTS } from '@shortlist/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SupplierResultCard } from './supplier-result-card';
import type { SupplierProductRecord, SupplierProjectRecord } from './use-supplier-project';

const debrief: NonNullable<SupplierProductRecord['debrief']> = {
  id: 'debrief-1',
  sentAt: '2026-11-20T15:00:00.000Z',
  winner: false,
  sections: [
    { name: 'Security', yours: 12, winning: 20 },
    { name: 'Pricing', yours: 9, winning: 6 },
  ],
  totalYours: 21,
  totalWinning: 26,
  notes: 'Strong pricing; integrations were thin.',
};

const renderResult = (sent: SupplierProductRecord['debrief']) =>
  render(
    <SupplierResultCard
      project={{ type: 'RFP', status: 'COMPLETED' } as SupplierProjectRecord}
      product={
        { participationStatus: 'ACCEPTED', winner: false, feedback: null, debrief: sent } as SupplierProductRecord
      }
    />,
  );

const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('SupplierDebrief on the result screen', () => {
  it('shows the sections with your score against the winning bid, the totals and the shared notes', () => {
    renderResult(debrief);
    const summary = screen.getByRole('region', { name: DEBRIEF_TEXTS.heading });
    expect(within(summary).getByText(DEBRIEF_TEXTS.sentAt('Nov 20, 2026'))).toBeTruthy();
    const rows = within(within(summary).getByRole('table', { name: DEBRIEF_TEXTS.heading })).getAllByRole('row');
    expect(rows.map(cellsOf)).toEqual([
      [DEBRIEF_TEXTS.section, DEBRIEF_TEXTS.yours, DEBRIEF_TEXTS.winning],
      ['Security', '12', '20'],
      ['Pricing', '9', '6'],
      [DEBRIEF_TEXTS.total, '21', '26'],
    ]);
    expect(within(summary).getByText(DEBRIEF_TEXTS.notes)).toBeTruthy();
    expect(within(summary).getByText('Strong pricing; integrations were thin.')).toBeTruthy();
  });

  it('shows no summary before one is sent, and no notes heading when none are shared', () => {
    const { unmount } = renderResult(null);
    expect(screen.getByText(SUPPLIER_RESULT_TEXTS.notWinner)).toBeTruthy();
    expect(screen.queryByRole('region', { name: DEBRIEF_TEXTS.heading })).toBeNull();
    unmount();
    renderResult({ ...debrief, notes: null });
    expect(screen.getByRole('region', { name: DEBRIEF_TEXTS.heading })).toBeTruthy();
    expect(screen.queryByText(DEBRIEF_TEXTS.notes)).toBeNull();
  });
});
