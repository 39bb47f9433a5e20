import { describe, expect, it } from 'vitest';
import { mergeParticipation } from './participation.js';
import { participationByLabel, participationLabel } from './participation-display.js';

describe('participation', () => {
  it('merges counts per status in the list order and drops zeros', () => {
    expect(
      mergeParticipation([
        { status: 'DECLINED', count: 1 },
        { status: 'ACCEPTED', count: 2 },
        { status: 'BLOCKED', count: 0 },
        { status: 'ACCEPTED', count: 1 },
        { status: 'INVITED', count: 4 },
      ]),
    ).toEqual([
      { status: 'ACCEPTED', count: 3 },
      { status: 'INVITED', count: 4 },
      { status: 'DECLINED', count: 1 },
    ]);
  });

  it('labels past review: BP_REGISTERED as Invited and DRAFT as Pending', () => {
    expect(participationLabel('BP_REGISTERED')).toBe('Invited');
    expect(participationLabel('DRAFT')).toBe('Pending');
    expect(
      participationByLabel([
        { status: 'PENDING', count: 1 },
        { status: 'BP_REGISTERED', count: 2 },
        { status: 'INVITED', count: 1 },
        { status: 'DRAFT', count: 3 },
      ]),
    ).toEqual([
      { label: 'Invited', count: 3 },
      { label: 'Pending', count: 4 },
    ]);
  });
});
