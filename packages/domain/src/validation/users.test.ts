import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MESSAGES } from '../messages.js';
import { PRIVILEGE_LABELS, PRIVILEGES, type Privilege } from '../privileges.js';
import { fieldErrors } from './fields.js';
import {
  explicitPrivileges,
  inviteUserSchema,
  type PrivilegeGrantOptions,
  privilegeChoices,
  privilegeLabelList,
  refusedPrivileges,
  roleSchema,
  roleUpdateSchema,
  storedPrivileges,
  togglePrivilege,
  updateUserSchema,
} from './users.js';

type Input = Record<string, unknown>;
type Errors = Record<string, string>;

function errorsOf(schema: z.ZodType, input: unknown): Errors {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('inviteUserSchema', () => {
  const VALID: Input = {
    email: ' New.Person@Example.COM ',
    firstName: ' Nia ',
    lastName: 'Newton',
    companyId: 'company-1',
    roleId: 'role-1',
  };

  it('accepts a complete invitation and normalises it', () => {
    expect(inviteUserSchema.parse(VALID)).toEqual({
      email: 'new.person@example.com',
      firstName: 'Nia',
      lastName: 'Newton',
      companyId: 'company-1',
      roleId: 'role-1',
    });
  });

  it.each<[string, Input, Errors]>([
    ['a missing email', { email: undefined }, { email: 'Please enter an email address' }],
    ['an empty email', { email: '  ' }, { email: 'Please enter an email address' }],
    ['an invalid email', { email: 'nia@' }, { email: 'Must be a valid email' }],
    ['a missing first name', { firstName: '' }, { firstName: 'Please enter the first name' }],
    ['a missing last name', { lastName: undefined }, { lastName: 'Please enter the last name' }],
    ['a missing company', { companyId: '' }, { companyId: 'Please select a company' }],
    ['a missing role', { roleId: null }, { roleId: 'Please select a role for the user' }],
    ['a first name over 100', { firstName: 'x'.repeat(101) }, { firstName: MESSAGES.maxLength(100) }],
  ])('refuses %s', (_case, patch, expected) => {
    expect(errorsOf(inviteUserSchema, { ...VALID, ...patch })).toEqual(expected);
  });
});

describe('roleSchema', () => {
  const VALID: Input = { name: 'Analyst', companyId: 'company-1', privileges: ['READ_SCORING'] };

  it('defaults isDefault to false and the privileges to none', () => {
    expect(roleSchema.parse({ name: ' Analyst ', companyId: 'company-1' })).toEqual({
      name: 'Analyst',
      companyId: 'company-1',
      isDefault: false,
      privileges: [],
    });
  });

  it.each<[string, Input, Errors]>([
    ['a missing name', { name: '' }, { name: 'Required' }],
    ['a name over 50', { name: 'x'.repeat(51) }, { name: 'Must be less than or equal to 50 characters' }],
    ['a missing company', { companyId: undefined }, { companyId: 'Required' }],
  ])('refuses %s', (_case, patch, expected) => {
    expect(errorsOf(roleSchema, { ...VALID, ...patch })).toEqual(expected);
  });

  it('refuses an unknown privilege', () => {
    expect(Object.keys(errorsOf(roleSchema, { ...VALID, privileges: ['FLY'] }))).toEqual(['privileges.0']);
  });

  it('accepts a name of exactly 50 and, on update, no company', () => {
    expect(errorsOf(roleSchema, { ...VALID, name: 'x'.repeat(50) })).toEqual({});
    expect(errorsOf(roleUpdateSchema, { name: 'Analyst', privileges: [] })).toEqual({});
  });
});

describe('updateUserSchema', () => {
  it('requires the role', () => {
    expect(errorsOf(updateUserSchema, { roleId: '' })).toEqual({ roleId: 'Required' });
    expect(errorsOf(updateUserSchema, { roleId: 'role-1' })).toEqual({});
  });
});

const EVERYTHING: PrivilegeGrantOptions = { grantorIsAdmin: true, enableExperts: true };
const BROKER: PrivilegeGrantOptions = { grantorIsAdmin: false, enableExperts: true };
const NO_EXPERTS: PrivilegeGrantOptions = { grantorIsAdmin: false, enableExperts: false };

describe('privilegeChoices (role form)', () => {
  const byPrivilege = (selected: Privilege[], options = EVERYTHING) =>
    Object.fromEntries(privilegeChoices(selected, options).map((choice) => [choice.privilege, choice]));

  it('offers every privilege unchecked to an administrator, each with its label', () => {
    const choices = privilegeChoices([], EVERYTHING);
    expect(choices.map((choice) => choice.privilege)).toEqual([...PRIVILEGES]);
    expect(choices.every((choice) => !choice.checked && !choice.locked)).toBe(true);
    expect(choices.find((choice) => choice.privilege === 'MANAGE_PROJECT_STATE')?.label).toBe(
      'Manage Assigned Projects',
    );
  });

  it('checks and locks everything a selection implies, transitively', () => {
    const choices = byPrivilege(['MANAGE_ALL_PROJECTS']);
    expect(choices.MANAGE_ALL_PROJECTS).toMatchObject({ checked: true, locked: false });
    for (const implied of [
      'MANAGE_PROJECT_STATE',
      'VIEW_DASHBOARD',
      'MANAGE_FAQ',
      'MANAGE_ALL_APPROVALS',
      'MANAGE_SCORING',
      'MANAGE_PROJECT_QUESTIONS',
      'MANAGE_ALL_SCORING',
      'READ_SCORING',
      'READ_TEMPLATES',
    ] as const) {
      expect(choices[implied]).toMatchObject({ checked: true, locked: true });
    }
    expect(choices.MANAGE_USERS).toMatchObject({ checked: false, locked: false });
    expect(choices.REVIEW_TEMPLATES).toMatchObject({ checked: false, locked: false });
  });

  it('releases implied privileges once their source is unticked', () => {
    const selected = togglePrivilege(['REVIEW_TEMPLATES'], 'REVIEW_TEMPLATES', false);
    expect(selected).toEqual([]);
    expect(byPrivilege(selected).MANAGE_PROJECT_TEMPLATES).toMatchObject({ checked: false, locked: false });
  });

  it('hides administrator-only privileges from other users unless the role holds them, then locks them', () => {
    expect(byPrivilege([], BROKER).MANAGE_BROKERS).toBeUndefined();
    expect(byPrivilege([], BROKER).MANAGE_FEEDBACKS).toBeUndefined();
    expect(byPrivilege(['MANAGE_BROKERS'], BROKER).MANAGE_BROKERS).toMatchObject({ checked: true, locked: true });
  });

  it('offers the expert privileges only when the company enables experts, but still shows them when implied', () => {
    expect(byPrivilege([], NO_EXPERTS).MANAGE_SCORING).toBeUndefined();
    expect(byPrivilege([], NO_EXPERTS).MANAGE_ALL_APPROVALS).toBeUndefined();
    expect(byPrivilege(['MANAGE_PROJECT_STATE'], NO_EXPERTS).MANAGE_ALL_APPROVALS).toMatchObject({
      checked: true,
      locked: true,
    });
  });

  it('locks the privileges the grantor does not hold, checked only when the role has them', () => {
    const holder = { ...BROKER, grantorHolds: ['MANAGE_USERS', 'READ_SCORING'] as Privilege[] };
    const choices = byPrivilege(['MANAGE_ALL_PROJECTS'], holder);
    expect(choices.MANAGE_USERS).toMatchObject({ checked: false, locked: false });
    expect(choices.READ_SCORING).toMatchObject({ checked: true, locked: true });
    expect(choices.MANAGE_ALL_PROJECTS).toMatchObject({ checked: true, locked: true });
    expect(byPrivilege([], holder).MANAGE_CLIENTS).toMatchObject({ checked: false, locked: true });
  });

  it('has a readable label for every privilege', () => {
    for (const privilege of PRIVILEGES) expect(PRIVILEGE_LABELS[privilege]).toMatch(/^[A-Z][A-Za-z ]+$/);
  });
});

describe('explicitPrivileges and togglePrivilege', () => {
  it('takes the implied privileges out of a stored closure', () => {
    expect(explicitPrivileges(storedPrivileges(['MANAGE_PROJECT_STATE', 'MANAGE_USERS']))).toEqual([
      'MANAGE_PROJECT_STATE',
      'MANAGE_USERS',
    ]);
  });

  it('keeps the canonical order when ticking', () => {
    expect(togglePrivilege(['MANAGE_USERS'], 'VIEW_DASHBOARD', true)).toEqual(['VIEW_DASHBOARD', 'MANAGE_USERS']);
  });
});

describe('refusedPrivileges', () => {
  it('refuses administrator-only additions from non-administrators', () => {
    expect(refusedPrivileges(['MANAGE_BROKERS', 'MANAGE_USERS'], [], BROKER)).toEqual({
      adminOnly: ['MANAGE_BROKERS'],
      expertOnly: [],
    });
    expect(refusedPrivileges(['MANAGE_BROKERS'], [], EVERYTHING).adminOnly).toEqual([]);
  });

  it('keeps what the role already held', () => {
    expect(refusedPrivileges(['MANAGE_BROKERS'], ['MANAGE_BROKERS'], BROKER).adminOnly).toEqual([]);
  });

  it('refuses expert privileges chosen on purpose when experts are off, not those implied', () => {
    expect(refusedPrivileges(['MANAGE_SCORING'], [], NO_EXPERTS).expertOnly).toEqual(['MANAGE_SCORING']);
    expect(refusedPrivileges(storedPrivileges(['MANAGE_PROJECT_STATE']), [], NO_EXPERTS).expertOnly).toEqual([]);
  });

  it('names the refused privileges in a message', () => {
    expect(privilegeLabelList(['MANAGE_BROKERS'])).toBe('Manage Brokers');
    expect(privilegeLabelList(['MANAGE_BROKERS', 'MANAGE_FEEDBACKS'])).toBe('Manage Brokers and Manage Feedbacks');
  });
});
