import { describe, expect, it, vi } from 'vitest';
import {
  type AccessContext,
  type AccessFunction,
  type AccessProfile,
  type AccessRule,
  checkAccess,
  UndefinedAccessRuleError,
} from './access.js';
import type { Privilege } from './privileges.js';

const PROFILE: AccessProfile = { id: 'user-1', type: 'BROKER', status: 'ACTIVE', companyId: 'company-1' };
const HELD: readonly Privilege[] = ['MANAGE_USERS', 'READ_SCORING'];

type PrivilegeForm = 'array' | 'set';
const FORMS: readonly PrivilegeForm[] = ['array', 'set'];

function context(
  form: PrivilegeForm,
  privileges: readonly Privilege[] = HELD,
  profile: AccessProfile | null = PROFILE,
): AccessContext {
  return { profile, privileges: form === 'set' ? new Set(privileges) : [...privileges] };
}

describe('checkAccess', () => {
  describe.each(FORMS)('with privileges given as %s', (form) => {
    it.each<[string, AccessRule, boolean, boolean]>([
      // [case, rule, signed in, signed out]
      ['true', true, true, true],
      ["'SIGNED_IN'", 'SIGNED_IN', true, false],
      ['a held privilege', 'MANAGE_USERS', true, false],
      ['a privilege not held', 'MANAGE_BROKERS', false, false],
      ['a list with one held privilege', ['MANAGE_BROKERS', 'READ_SCORING'], true, false],
      ['a list with every privilege held', ['MANAGE_USERS', 'READ_SCORING'], true, false],
      ['a list with no held privilege', ['MANAGE_BROKERS', 'MANAGE_CLIENTS'], false, false],
      ['an empty list', [], false, false],
    ])('rule %s: signed in → %s, signed out → %s', (_case, rule, signedIn, signedOut) => {
      expect(checkAccess(rule, context(form))).toBe(signedIn);
      expect(checkAccess(rule, context(form, HELD, null))).toBe(signedOut);
    });

    it('refuses a privilege rule to a signed-in user with no privileges, but lets SIGNED_IN pass', () => {
      const bare = context(form, []);
      expect(checkAccess('MANAGE_USERS', bare)).toBe(false);
      expect(checkAccess(['MANAGE_USERS'], bare)).toBe(false);
      expect(checkAccess('SIGNED_IN', bare)).toBe(true);
    });

    it('does not follow implications: a rule names the privilege the role must hold', () => {
      expect(checkAccess('READ_TEMPLATES', context(form, ['MANAGE_USERS']))).toBe(false);
    });
  });

  describe('a function rule', () => {
    it('receives profile, config, hash and privileges exactly as given', () => {
      const rule = vi.fn<AccessFunction<{ feature: string }>>(() => true);
      const privileges = new Set<Privilege>(['MANAGE_FAQ']);
      const given: AccessContext<{ feature: string }> = {
        profile: PROFILE,
        config: { feature: 'experts' },
        hash: '#session-expired',
        privileges,
      };

      expect(checkAccess(rule, given)).toBe(true);
      expect(rule).toHaveBeenCalledTimes(1);
      expect(rule).toHaveBeenCalledWith({
        profile: PROFILE,
        config: { feature: 'experts' },
        hash: '#session-expired',
        privileges,
      });
      expect(rule.mock.calls[0]?.[0].privileges).toBe(privileges);
    });

    it.each([true, false])('decides the outcome (returns %s)', (decision) => {
      expect(checkAccess(() => decision, context('array'))).toBe(decision);
    });

    it('is asked even when signed out, with a null profile', () => {
      const rule = vi.fn<AccessFunction>(({ profile }) => profile === null);
      expect(checkAccess(rule, context('array', [], null))).toBe(true);
      expect(rule).toHaveBeenCalledWith(expect.objectContaining({ profile: null }));
    });

    it.each(FORMS)('can inspect privileges given as %s', (form) => {
      const rule: AccessFunction = ({ privileges }) => [...privileges].includes('MANAGE_USERS');
      expect(checkAccess(rule, context(form))).toBe(true);
      expect(checkAccess(rule, context(form, ['MANAGE_FAQ']))).toBe(false);
    });
  });

  describe('an undefined rule', () => {
    it.each(FORMS)('throws UndefinedAccessRuleError (privileges as %s)', (form) => {
      expect(() => checkAccess(undefined, context(form))).toThrow(UndefinedAccessRuleError);
    });

    it('throws even for a signed-out visitor', () => {
      expect(() => checkAccess(undefined, context('array', [], null))).toThrow(UndefinedAccessRuleError);
    });

    it('is a named Error with a clear message', () => {
      const error = new UndefinedAccessRuleError();
      expect(error).toBeInstanceOf(Error);
      expect(error.name).toBe('UndefinedAccessRuleError');
      expect(error.message).toBe('Access rule is undefined');
    });
  });
});
