import { describe, expect, it } from 'vitest';
import {
  mayChangeRoleOf,
  mayEditRole,
  onlyHeldPrivilegesMessage,
  privilegesBeyondHeld,
  withinHeldPrivileges,
} from './privilege-ceiling.js';
import { PRIVILEGES } from './privileges.js';

describe('privilegesBeyondHeld', () => {
  it('names what a grant adds beyond the closure of the grantor’s privileges', () => {
    expect(privilegesBeyondHeld(['MANAGE_USERS', 'MANAGE_CLIENTS'], ['MANAGE_USERS'])).toEqual(['MANAGE_CLIENTS']);
    expect(privilegesBeyondHeld(['MANAGE_PROJECT_TEMPLATES'], ['MANAGE_USERS'])).toEqual([
      'MANAGE_PROJECT_TEMPLATES',
      'READ_TEMPLATES',
    ]);
  });

  it('lets a grantor give what their privileges imply', () => {
    expect(privilegesBeyondHeld(['READ_SCORING', 'MANAGE_FAQ'], ['MANAGE_PROJECT_STATE'])).toEqual([]);
  });

  it('never refuses what the role already had', () => {
    expect(
      privilegesBeyondHeld(['MANAGE_ALL_PROJECTS', 'MANAGE_USERS'], ['MANAGE_USERS'], ['MANAGE_ALL_PROJECTS']),
    ).toEqual([]);
  });

  it('leaves nothing beyond a platform administrator', () => {
    expect(withinHeldPrivileges(PRIVILEGES, PRIVILEGES)).toBe(true);
    expect(withinHeldPrivileges(['MANAGE_BROKERS'], ['MANAGE_USERS'])).toBe(false);
  });
});

describe('onlyHeldPrivilegesMessage', () => {
  it('names the privileges lacked, leaving out what they imply', () => {
    expect(onlyHeldPrivilegesMessage(privilegesBeyondHeld(['MANAGE_ALL_PROJECTS', 'MANAGE_CLIENTS'], []))).toBe(
      'You can only grant privileges you hold. You do not hold Manage All Projects and Manage Clients.',
    );
  });
});

describe('own role', () => {
  it('refuses editing the role one holds and changing one’s own role', () => {
    expect(mayEditRole('role-1', 'role-1')).toBe(false);
    expect(mayEditRole('role-2', 'role-1')).toBe(true);
    expect(mayEditRole('role-2', null)).toBe(true);
    expect(mayChangeRoleOf('user-1', 'user-1')).toBe(false);
    expect(mayChangeRoleOf('user-2', 'user-1')).toBe(true);
  });
});
