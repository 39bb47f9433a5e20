import { describe, expect, it } from 'vitest';
import { completesWithWinners, mayWin, WINNER_TEXTS, type WinnerCandidate, winnerSelectionError } from './winners.js';

const candidates: WinnerCandidate[] = [
  { id: 'won', participationStatus: 'ACCEPTED', answersSubmitted: true },
  { id: 'late', participationStatus: 'ACCEPTED', answersSubmitted: false },
  { id: 'declined', participationStatus: 'DECLINED', answersSubmitted: true },
];
const rfp = { type: 'RFP', status: 'SCORING' } as const;

describe('Select Winners', () => {
  it('completes an RFP or RFI in scoring only with its winners; a Panel closes plainly', () => {
    expect(completesWithWinners('RFP', 'SCORING', 'COMPLETED')).toBe(true);
    expect(completesWithWinners('RFI', 'SCORING', 'COMPLETED')).toBe(true);
    expect(completesWithWinners('PANEL', 'SCORING', 'COMPLETED')).toBe(false);
    expect(completesWithWinners('RFP', 'COMPLETED', 'ARCHIVED')).toBe(false);
    expect(completesWithWinners('RFP', 'AWAITING', 'SCORING')).toBe(false);
  });

  it('lets only accepted products with submitted answers win', () => {
    expect(candidates.filter(mayWin).map((candidate) => candidate.id)).toEqual(['won']);
  });

  it('accepts one or more winning candidates of an RFP or RFI in scoring', () => {
    expect(winnerSelectionError(rfp, ['won'], candidates)).toBeNull();
    expect(winnerSelectionError({ type: 'RFI', status: 'SCORING' }, ['won'], candidates)).toBeNull();
  });

  it('names the first rule broken', () => {
    expect(winnerSelectionError({ type: 'PANEL', status: 'SCORING' }, ['won'], candidates)).toBe(WINNER_TEXTS.panel);
    expect(winnerSelectionError({ type: 'RFP', status: 'AWAITING' }, ['won'], candidates)).toBe(
      WINNER_TEXTS.notInScoring,
    );
    expect(winnerSelectionError(rfp, [], candidates)).toBe(WINNER_TEXTS.noProduct);
    for (const id of ['late', 'declined', 'elsewhere']) {
      expect(winnerSelectionError(rfp, ['won', id], candidates)).toBe(WINNER_TEXTS.notCandidate);
    }
  });
});
