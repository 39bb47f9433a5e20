import { describe, expect, it } from 'vitest';
import {
  clearOnBehalfChoice,
  isOnBehalfRefusal,
  ON_BEHALF_HEADER,
  onBehalfHeaders,
  readOnBehalfChoice,
  storeOnBehalfChoice,
} from './on-behalf';

const CHOICE = {
  companyId: '7f9c1a52-0000-4000-8000-000000000001',
  companyName: 'Northwind Brokerage',
  ownCompany: { id: 'platform', name: 'Shortlist Platform' },
};

describe('on-behalf choice', () => {
  it('is kept in the session storage and sent as the x-on-behalf-of header', () => {
    expect(readOnBehalfChoice()).toBeNull();
    expect(onBehalfHeaders()).toEqual({});
    storeOnBehalfChoice(CHOICE);
    expect(readOnBehalfChoice()).toEqual(CHOICE);
    expect(onBehalfHeaders()).toEqual({ [ON_BEHALF_HEADER]: CHOICE.companyId });
    expect(ON_BEHALF_HEADER).toBe('x-on-behalf-of');
    clearOnBehalfChoice();
    expect(readOnBehalfChoice()).toBeNull();
  });

  it('ignores a damaged stored value', () => {
    sessionStorage.setItem('shortlist.onBehalfOf', '{not json');
    expect(readOnBehalfChoice()).toBeNull();
    sessionStorage.setItem('shortlist.onBehalfOf', JSON.stringify({ companyId: 42 }));
    expect(onBehalfHeaders()).toEqual({});
  });
});

describe('isOnBehalfRefusal', () => {
  it('recognises the whole-request 403 with a REST error body', () => {
    const body = JSON.stringify({ message: "You don't have permission to view this page", code: 'FORBIDDEN' });
    expect(isOnBehalfRefusal(403, body)).toBe(true);
  });

  it('does not take a GraphQL answer, another status or an unreadable body for it', () => {
    const graphQL = JSON.stringify({ errors: [{ message: 'denied', extensions: { code: 'FORBIDDEN' } }], data: null });
    expect(isOnBehalfRefusal(403, graphQL)).toBe(false);
    expect(isOnBehalfRefusal(401, JSON.stringify({ message: 'x', code: 'UNAUTHENTICATED' }))).toBe(false);
    expect(isOnBehalfRefusal(403, '<html>')).toBe(false);
  });
});
