import {
  type ParticipationStatus,
  type ProjectStatus,
  type ProjectType,
  SUPPLIER_RESULT_TEXTS,
} from '@shortlist/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SupplierResultCard } from './supplier-result-card';
import type { SupplierProductRecord, SupplierProjectRecord } from './use-supplier-project';

interface Case {
  type?: ProjectType;
  status?: ProjectStatus;
  participationStatus?: ParticipationStatus;
  winner?: boolean | null;
  feedback?: string | null;
}

function renderResult({
  type = 'RFP',
  status = 'COMPLETED',
  participationStatus = 'ACCEPTED',
  winner = false,
  feedback = null,
}: Case) {
  const project = { type, status } as SupplierProjectRecord;
  const product = { participationStatus, winner, feedback } as SupplierProductRecord;
  return render(<SupplierResultCard project={project} product={product} />);
}

describe('SupplierResultCard', () => {
  it('congratulates a winner and shows the broker’s feedback when given', () => {
    renderResult({ winner: true, feedback: 'Best integration story.' });
    expect(screen.getByRole('region', { name: SUPPLIER_RESULT_TEXTS.title })).toBeTruthy();
    expect(screen.getByText(SUPPLIER_RESULT_TEXTS.winner)).toBeTruthy();
    expect(screen.getByText(SUPPLIER_RESULT_TEXTS.feedback)).toBeTruthy();
    expect(screen.getByText('Best integration story.')).toBeTruthy();
  });

  it('thanks a supplier that did not win, without a feedback heading when none is shared', () => {
    renderResult({ type: 'RFI', winner: false });
    expect(screen.getByText(SUPPLIER_RESULT_TEXTS.notWinner)).toBeTruthy();
    expect(screen.queryByText(SUPPLIER_RESULT_TEXTS.winner)).toBeNull();
    expect(screen.queryByText(SUPPLIER_RESULT_TEXTS.feedback)).toBeNull();
  });

  it.each<Case>([{ type: 'PANEL' }, { status: 'SCORING' }, { participationStatus: 'DECLINED' }])(
    'shows nothing for %o',
    (props) => {
      const { container } = renderResult(props);
      expect(container.textContent).toBe('');
    },
  );
});
