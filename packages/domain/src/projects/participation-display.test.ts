import { describe, expect, it } from 'vitest';
import { PARTICIPATION_STATUSES, type ParticipationStatus } from './participation.js';
import {
  compareParticipation,
  participationDisplay,
  participationDisplaysOf,
  statusesShownAs,
} from './participation-display.js';
import type { ProjectStatus } from './status.js';

const displaysIn = (projectStatus: ProjectStatus) =>
  Object.fromEntries(PARTICIPATION_STATUSES.map((status) => [status, participationDisplay(status, projectStatus)]));

describe('participationDisplay (spec 2 §4)', () => {
  it('shows every supplier but a blocked one as Preselected in DRAFT and IN_REVIEW', () => {
    for (const projectStatus of ['DRAFT', 'IN_REVIEW'] as const) {
      const { BLOCKED, ...others } = displaysIn(projectStatus);
      expect(BLOCKED).toBe('BLOCKED');
      expect(new Set(Object.values(others))).toEqual(new Set(['PRESELECTED']));
    }
  });

  it('past review shows BP_REGISTERED as Invited and DRAFT as Pending', () => {
    expect(displaysIn('PUBLISHED')).toEqual({
      ACCEPTED: 'ACCEPTED',
      BLOCKED: 'BLOCKED',
      BP_DRAFT: 'BP_DRAFT',
      BP_REGISTERED: 'INVITED',
      BP_SUBMITTED: 'BP_SUBMITTED',
      DECLINED: 'DECLINED',
      DRAFT: 'PENDING',
      INVITED: 'INVITED',
      PENDING: 'PENDING',
    });
    expect(displaysIn('AWAITING')).toEqual(displaysIn('PUBLISHED'));
  });

  it('in SCORING a supplier that did not accept, decline or get blocked is Auto-Declined', () => {
    const scoring = displaysIn('SCORING');
    expect([scoring.ACCEPTED, scoring.DECLINED, scoring.BLOCKED]).toEqual(['ACCEPTED', 'DECLINED', 'BLOCKED']);
    for (const status of ['INVITED', 'BP_REGISTERED', 'BP_DRAFT', 'BP_SUBMITTED', 'DRAFT', 'PENDING'] as const) {
      expect(scoring[status], status).toBe('AUTO_DECLINED');
    }
  });

  it('maps a filter back to the statuses it shows', () => {
    expect(statusesShownAs(['INVITED', 'PENDING'], 'PUBLISHED')).toEqual([
      'BP_REGISTERED',
      'DRAFT',
      'INVITED',
      'PENDING',
    ]);
    expect(statusesShownAs(['BLOCKED'], 'IN_REVIEW')).toEqual(['BLOCKED']);
    expect(statusesShownAs(['PRESELECTED'], 'IN_REVIEW')).toHaveLength(PARTICIPATION_STATUSES.length - 1);
    expect(statusesShownAs(['PRESELECTED'], 'PUBLISHED')).toEqual([]);
  });

  it('offers the displays a project can show, in the list order', () => {
    expect(participationDisplaysOf('IN_REVIEW')).toEqual(['PRESELECTED', 'BLOCKED']);
    expect(participationDisplaysOf('PUBLISHED')).toEqual([
      'ACCEPTED',
      'INVITED',
      'BP_DRAFT',
      'BP_SUBMITTED',
      'PENDING',
      'DECLINED',
      'BLOCKED',
    ]);
    expect(participationDisplaysOf('SCORING')).toEqual(['ACCEPTED', 'AUTO_DECLINED', 'DECLINED', 'BLOCKED']);
  });
});

describe('compareParticipation', () => {
  it('sorts ACCEPTED 1 … BLOCKED 9, then by name ignoring case', () => {
    const row = (participationStatus: ParticipationStatus, name: string) => ({ participationStatus, name });
    const rows = [
      row('BLOCKED', 'A'),
      row('DRAFT', 'b'),
      row('DECLINED', 'C'),
      row('INVITED', 'z'),
      row('PENDING', 'D'),
      row('ACCEPTED', 'y'),
      row('DRAFT', 'A'),
      row('BP_SUBMITTED', 'E'),
      row('BP_DRAFT', 'F'),
      row('BP_REGISTERED', 'G'),
    ];
    expect(rows.sort(compareParticipation).map((each) => `${each.participationStatus} ${each.name}`)).toEqual([
      'ACCEPTED y',
      'INVITED z',
      'BP_REGISTERED G',
      'BP_DRAFT F',
      'BP_SUBMITTED E',
      'DRAFT A',
      'DRAFT b',
      'PENDING D',
      'DECLINED C',
      'BLOCKED A',
    ]);
  });
});
