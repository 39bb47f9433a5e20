import { describe, expect, it } from 'vitest';
import {
  addedParticipation,
  addSuppliersSchema,
  areSuppliersEditable,
  blockSuppliersSchema,
  relatedLinksOf,
  SUPPLIER_MESSAGES,
} from './suppliers.js';

const ID = '0b6f2a57-4a0e-4f4e-9d3a-0c7f1c2e3d4a';

describe('supplier rules', () => {
  it('allows changes from DRAFT to AWAITING only', () => {
    expect(
      ['DRAFT', 'IN_REVIEW', 'PUBLISHED', 'AWAITING'].every((status) => areSuppliersEditable(status as 'DRAFT')),
    ).toBe(true);
    expect(areSuppliersEditable('SCORING')).toBe(false);
    expect(areSuppliersEditable('COMPLETED')).toBe(false);
  });

  it('adds as DRAFT (Preselected) until review ends, then as INVITED', () => {
    expect(addedParticipation('DRAFT')).toBe('DRAFT');
    expect(addedParticipation('IN_REVIEW')).toBe('DRAFT');
    expect(addedParticipation('PUBLISHED')).toBe('INVITED');
    expect(addedParticipation('AWAITING')).toBe('INVITED');
  });

  it('trims the purpose, defaults it to empty and refuses more than 1000 characters or no product', () => {
    expect(addSuppliersSchema.parse({ products: [{ id: ID, purpose: '  Strong HRIS  ' }, { id: ID }] })).toEqual({
      products: [
        { id: ID, purpose: 'Strong HRIS' },
        { id: ID, purpose: '' },
      ],
    });
    const long = addSuppliersSchema.safeParse({ products: [{ id: ID, purpose: 'x'.repeat(1001) }] });
    expect(long.error?.issues[0]?.message).toBe('Must be less than or equal to 1000 characters');
    expect(addSuppliersSchema.safeParse({ products: [] }).error?.issues[0]?.message).toBe(SUPPLIER_MESSAGES.atLeastOne);
  });

  it('blocks project products, candidates or both, but not nothing', () => {
    expect(blockSuppliersSchema.parse({ products: [{ id: ID }] })).toEqual({ products: [{ id: ID }], candidates: [] });
    expect(blockSuppliersSchema.parse({ products: [], candidates: [{ id: ID }] })).toEqual({
      products: [],
      candidates: [{ id: ID }],
    });
    const none = blockSuppliersSchema.safeParse({ products: [], candidates: [] });
    expect(none.error?.issues[0]?.message).toBe(SUPPLIER_MESSAGES.atLeastOne);
  });

  it('keeps a website as the related link only when it is an http(s) address', () => {
    expect(relatedLinksOf(' https://acme.example ')).toEqual(['https://acme.example']);
    expect(relatedLinksOf('http://acme.example/about')).toEqual(['http://acme.example/about']);
    expect(relatedLinksOf('javascript:alert(1)')).toEqual([]);
    expect(relatedLinksOf(null)).toEqual([]);
  });
});
