import { describe, expect, it } from 'vitest';
import { checkoutSessionSchema, invitationAllowance } from './billing.js';

describe('invitationAllowance', () => {
  it('counts what is left under the users limit, never below zero', () => {
    expect(invitationAllowance(true, 3, 5)).toEqual({ active: true, current: 3, max: 5, remaining: 2 });
    expect(invitationAllowance(true, 7, 5)).toEqual({ active: true, current: 7, max: 5, remaining: 0 });
  });

  it('treats null or zero as no limit', () => {
    expect(invitationAllowance(true, 3, null)).toEqual({ active: true, current: 3, max: null, remaining: null });
    expect(invitationAllowance(false, 1, 0)).toEqual({ active: false, current: 1, max: null, remaining: null });
  });
});

describe('checkoutSessionSchema', () => {
  it('needs a price, a valid e-mail and both return addresses', () => {
    const result = checkoutSessionSchema.safeParse({ customerEmail: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['priceId', 'Required'],
      ['customerEmail', 'Must be a valid email'],
      ['successUrl', 'Required'],
      ['cancelUrl', 'Required'],
    ]);
  });
});
