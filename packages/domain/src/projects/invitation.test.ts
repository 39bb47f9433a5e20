import { describe, expect, it } from 'vitest';
import { canAcceptInvitation, canDeclineInvitation, invitationBanner, supplierRoadMap } from './invitation.js';

describe('invitation rules', () => {
  it('accepts from INVITED or PENDING and declines from those or ACCEPTED, while PUBLISHED or AWAITING', () => {
    expect(canAcceptInvitation('PUBLISHED', 'INVITED')).toBe(true);
    expect(canAcceptInvitation('AWAITING', 'PENDING')).toBe(true);
    expect(canAcceptInvitation('PUBLISHED', 'ACCEPTED')).toBe(false);
    expect(canAcceptInvitation('SCORING', 'INVITED')).toBe(false);
    expect(canDeclineInvitation('AWAITING', 'ACCEPTED')).toBe(true);
    expect(canDeclineInvitation('PUBLISHED', 'DECLINED')).toBe(false);
    expect(canDeclineInvitation('COMPLETED', 'ACCEPTED')).toBe(false);
  });

  it('chooses the banner by participation and sign-in', () => {
    expect(invitationBanner('PUBLISHED', 'INVITED', true)).toEqual({
      kind: 'INVITATION',
      action: 'ACCEPT',
      canAct: true,
    });
    expect(invitationBanner('PUBLISHED', 'INVITED', false)).toMatchObject({ action: 'REGISTER' });
    expect(invitationBanner('PUBLISHED', 'BP_DRAFT', true)).toEqual({
      kind: 'INVITATION',
      action: 'AWAITING_REGISTRATION',
      canAct: false,
    });
    expect(invitationBanner('AWAITING', 'ACCEPTED', true)).toEqual({
      kind: 'ANSWERED',
      title: 'Accepted',
      canDecline: true,
    });
    expect(invitationBanner('AWAITING', 'DECLINED', true)).toMatchObject({ canDecline: false });
    expect(invitationBanner('COMPLETED', 'ACCEPTED', true)).toEqual({ kind: 'NONE' });
  });

  it('builds the supplier road map per type, the last step current when no step matches', () => {
    const titles = (steps: ReturnType<typeof supplierRoadMap>) => steps.map((step) => step.title);
    const current = (steps: ReturnType<typeof supplierRoadMap>) => steps.find((step) => step.current)?.title;
    expect(titles(supplierRoadMap('RFP', 'PUBLISHED'))).toEqual([
      'Awaiting Your Approval',
      'Answering Questions',
      'Scoring Your Answers',
      'Winner Announcement',
    ]);
    expect(current(supplierRoadMap('RFI', 'AWAITING'))).toBe('Answering Questions');
    expect(titles(supplierRoadMap('PANEL', 'PUBLISHED'))).toEqual([
      'Awaiting Your Approval',
      'Answering Questions',
      'Close Panel',
    ]);
    expect(current(supplierRoadMap('PANEL', 'SCORING'))).toBe('Close Panel');
    expect(current(supplierRoadMap('RFP', 'ARCHIVED'))).toBe('Winner Announcement');
  });

  it('makes answering the current step, not open yet, once the supplier has accepted a published project', () => {
    const current = (steps: ReturnType<typeof supplierRoadMap>) => steps.find((step) => step.current);
    expect(current(supplierRoadMap('RFP', 'PUBLISHED', 'INVITED'))).toMatchObject({
      title: 'Awaiting Your Approval',
      notOpenYet: false,
    });
    expect(current(supplierRoadMap('RFP', 'PUBLISHED', 'ACCEPTED'))).toMatchObject({
      title: 'Answering Questions',
      notOpenYet: true,
    });
    expect(current(supplierRoadMap('PANEL', 'PUBLISHED', 'ACCEPTED'))?.title).toBe('Answering Questions');
    expect(current(supplierRoadMap('RFI', 'AWAITING', 'ACCEPTED'))).toMatchObject({
      title: 'Answering Questions',
      notOpenYet: false,
    });
  });
});
