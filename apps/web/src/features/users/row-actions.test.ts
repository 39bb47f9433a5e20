import { describe, expect, it } from 'vitest';
import { offersRoleEdit, offersUserEdit } from './row-actions';

describe('row actions of the users and roles lists', () => {
  it('offers Edit on broker users other than the viewer', () => {
    expect(offersUserEdit({ id: 'u-2', type: 'BROKER' }, 'u-1')).toBe(true);
    expect(offersUserEdit({ id: 'u-1', type: 'BROKER' }, 'u-1')).toBe(false);
    expect(offersUserEdit({ id: 'u-3', type: 'SUPPLIER' }, 'u-1')).toBe(false);
  });

  it('offers Edit on roles other than SuperAdmin and the role the viewer holds', () => {
    const company = { id: 'c-1', name: 'Broker Ltd' };
    expect(offersRoleEdit({ id: 'r-2', company }, 'r-1')).toBe(true);
    expect(offersRoleEdit({ id: 'r-1', company }, 'r-1')).toBe(false);
    expect(offersRoleEdit({ id: 'r-super', company: null }, 'r-1')).toBe(false);
  });
});
