import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderBilling } from '../billing-test-kit';
import { atInvitationLimit } from '../hooks/use-invitation-allowance';
import { planLimitRefusal } from '../plan-limit-error';
import { InvitationAllowanceNotice } from './invitation-allowance-notice';
import { InvitationLimitDialog } from './invitation-limit-dialog';

describe('InvitationAllowanceNotice', () => {
  it('asks to activate a subscription when there is none', () => {
    renderBilling(<InvitationAllowanceNotice allowance={{ active: false, current: 1, max: null, remaining: null }} />);
    expect(screen.getByText('Please activate your subscription to invite users.')).toBeTruthy();
  });

  it('counts the invitations left with an Upgrade plan link', () => {
    renderBilling(<InvitationAllowanceNotice allowance={{ active: true, current: 1, max: 2, remaining: 1 }} />);
    expect(screen.getByText('1 invitation(s) remaining (1/2 users)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe('/pricing');
  });

  it('says nothing when the plan has no user limit', () => {
    renderBilling(<InvitationAllowanceNotice allowance={{ active: true, current: 7, max: null, remaining: null }} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('atInvitationLimit', () => {
  it('is reached when an active plan has no room left', () => {
    expect(atInvitationLimit({ active: true, current: 2, max: 2, remaining: 0 })).toBe(true);
    expect(atInvitationLimit({ active: true, current: 1, max: 2, remaining: 1 })).toBe(false);
    expect(atInvitationLimit({ active: true, current: 9, max: null, remaining: null })).toBe(false);
    expect(atInvitationLimit({ active: false, current: 2, max: 2, remaining: 0 })).toBe(false);
    expect(atInvitationLimit(null)).toBe(false);
  });
});

describe('InvitationLimitDialog', () => {
  it('shows the limit text, current/max, Cancel and View Pricing Plans', () => {
    const onClose = vi.fn();
    renderBilling(<InvitationLimitDialog limit={{ current: 2, max: 2 }} onClose={onClose} />, { path: '/' });
    const dialog = screen.getByRole('dialog', { name: 'User Invitation Limit Reached' });
    expect(dialog.textContent).toContain(
      'User invitation limit reached. Your current plan allows up to 2 users. Please upgrade your subscription to invite more users.',
    );
    expect(dialog.textContent).toContain('2/2 users');
    expect(screen.getByRole('link', { name: 'View Pricing Plans' }).getAttribute('href')).toBe('/pricing');
    screen.getByRole('button', { name: 'Cancel' }).click();
    expect(onClose).toHaveBeenCalled();
  });
});

describe('planLimitRefusal', () => {
  const refusal = (code: string, details?: unknown) =>
    new CombinedGraphQLErrors({
      errors: [{ message: 'User invitation limit reached.', extensions: { code, ...(details ? { details } : {}) } }],
    });

  it('reads the current and maximum users of a PLAN_LIMIT_REACHED refusal', () => {
    expect(planLimitRefusal(refusal('PLAN_LIMIT_REACHED', { current: 2, max: 2 }))).toEqual({
      message: 'User invitation limit reached.',
      current: 2,
      max: 2,
    });
    expect(planLimitRefusal(refusal('PLAN_LIMIT_REACHED'))).toMatchObject({ current: null, max: null });
  });

  it('ignores other errors', () => {
    expect(planLimitRefusal(refusal('SUBSCRIPTION_REQUIRED'))).toBeNull();
    expect(planLimitRefusal(new Error('boom'))).toBeNull();
  });
});
