import { describe, expect, it } from 'vitest';
import { listRole, readProjectSearch, toProjectFilter, writeProjectSearch } from './project-search-params';

describe('project search params', () => {
  it('reads defaults from an empty query string', () => {
    const search = readProjectSearch(new URLSearchParams());
    expect(search.table).toEqual({
      page: 1,
      pageSize: 10,
      sort: { field: 'createdAt', direction: 'DESC' },
      keyword: '',
    });
    expect(search.filter).toEqual({ role: null, archived: false, clientId: null, projectServiceTypeIds: [] });
    expect(writeProjectSearch(search).toString()).toBe('');
  });

  it('round-trips every parameter', () => {
    const query =
      'search=pay&role=BUY_SIDE&archived=true&clientId=c1&projectServiceTypes=a%2Cb&page=2&pageSize=20&sort=name%3AASC';
    const search = readProjectSearch(new URLSearchParams(query));
    expect(writeProjectSearch(search).toString()).toBe(query);
    expect(toProjectFilter(search, 'SUPPLIER')).toEqual({
      keyword: 'pay',
      role: 'BUY_SIDE',
      clientId: 'c1',
      projectServiceTypeIds: ['a', 'b'],
      archived: true,
    });
  });

  it("sends the user's default role when the address names none", () => {
    const search = readProjectSearch(new URLSearchParams());
    expect(listRole(search.filter, 'SUPPLIER')).toBe('SUPPLIER');
    expect(toProjectFilter(search, 'SUPPLIER')).toMatchObject({ role: 'SUPPLIER', archived: false, keyword: null });
    expect(toProjectFilter(search, 'BUY_SIDE').role).toBe('BUY_SIDE');
    const chosen = readProjectSearch(new URLSearchParams('role=CLIENT'));
    expect(toProjectFilter(chosen, 'SUPPLIER').role).toBe('CLIENT');
  });

  it('ignores unknown values', () => {
    const search = readProjectSearch(new URLSearchParams('role=OWNER&pageSize=7&sort=secret:UP&page=-1'));
    expect(search.filter.role).toBeNull();
    expect(search.table.pageSize).toBe(10);
    expect(search.table.page).toBe(1);
    expect(search.table.sort).toEqual({ field: 'createdAt', direction: 'DESC' });
  });
});
