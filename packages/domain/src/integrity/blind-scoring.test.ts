import { describe, expect, it } from 'vitest';
import { blindAliases, blindFileName, type SupplierIdentity, supplierAlias, textMask } from './blind-scoring.js';

const ids = (count: number) =>
  Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);

describe('supplier aliases', () => {
  it('runs A to Z, then AA, AB', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(supplierAlias)).toEqual([
      'Supplier A',
      'Supplier B',
      'Supplier Z',
      'Supplier AA',
      'Supplier AB',
      'Supplier AZ',
      'Supplier BA',
      'Supplier ZZ',
      'Supplier AAA',
    ]);
  });

  it('gives each supplier one alias, the same whatever order they are listed in, unlike the invitation order', () => {
    const products = ids(8);
    const aliases = blindAliases('project-1', products);
    expect(new Set(aliases.values()).size).toBe(8);
    expect([...aliases.values()].sort()).toEqual(products.map((_, index) => supplierAlias(index)).sort());
    expect(blindAliases('project-1', [...products].reverse())).toEqual(aliases);
    const inInvitationOrder = products.map((id) => aliases.get(id));
    expect(inInvitationOrder).not.toEqual(products.map((_, index) => supplierAlias(index)));
  });

  it('orders each project differently', () => {
    const products = ids(6);
    const one = products.map((id) => blindAliases('project-1', products).get(id));
    const other = products.map((id) => blindAliases('project-2', products).get(id));
    expect(other).not.toEqual(one);
  });
});

describe('text mask', () => {
  const acme: SupplierIdentity = {
    alias: 'Supplier B',
    names: ['Acme Benefits', 'Acme'],
    websites: ['https://www.acme.example/about'],
    emails: ['supplier@acme.example'],
  };
  const plus: SupplierIdentity = {
    alias: 'Supplier A',
    names: ['C++ (Plus) Corp.', 'Acme Benefits Plus'],
    websites: ['plus.example'],
    emails: [],
  };
  const mask = textMask([acme, plus]);

  it('replaces names case-insensitively on word boundaries, longest first', () => {
    expect(mask('ACME benefits runs Acme payroll; acmeco and Acmeville stay')).toBe(
      'Supplier B runs Supplier B payroll; acmeco and Acmeville stay',
    );
    expect(mask('Acme Benefits Plus is not Acme Benefits')).toBe('Supplier A is not Supplier B');
    expect(mask('Acme\n Benefits')).toBe('Supplier B');
  });

  it('treats regex characters in names as plain text', () => {
    expect(mask('Built by C++ (Plus) Corp. since 2001')).toBe('Built by Supplier A since 2001');
    expect(mask('C+ (Plus) Corp')).toBe('C+ (Plus) Corp');
    expect(textMask([{ alias: 'Supplier C', names: ['.*'], websites: [], emails: [] }])('a.*b')).toBe('a.*b');
  });

  it('replaces websites with or without www., e-mail addresses at the domain and the domain itself', () => {
    expect(mask('See www.acme.example/plans or https://acme.example.')).toBe(
      'See Supplier B/plans or https://Supplier B.',
    );
    expect(mask('Write to Jane.Doe+rfp@Acme.Example or sales@plus.example')).toBe('Write to Supplier B or Supplier A');
    expect(mask('Our domain is acme.example.org, not notacme.example')).toBe(
      'Our domain is acme.example.org, not notacme.example',
    );
  });

  it('leaves a text naming no supplier as it is, and works with no suppliers', () => {
    expect(mask('We pay claims in 3 days.')).toBe('We pay claims in 3 days.');
    expect(textMask([])('Acme')).toBe('Acme');
    expect(
      textMask([{ alias: 'Supplier A', names: ['', ' ', 'X', null], websites: ['nohost'], emails: ['x'] }])('X'),
    ).toBe('X');
  });
});

describe('blind file names and domains', () => {
  it('names files by alias and position, keeping a plain extension', () => {
    expect(blindFileName('Supplier A', 1, 'Acme plan.PDF')).toBe('Supplier A - file 1.pdf');
    expect(blindFileName('Supplier B', 2, 'README')).toBe('Supplier B - file 2');
    expect(blindFileName('Supplier B', 3, 'acme.example report')).toBe('Supplier B - file 3');
  });

  it('reads hosts from websites with a scheme, port or path, and domains from addresses', () => {
    const mask = textMask([
      {
        alias: 'Supplier A',
        names: [],
        websites: ['HTTPS://www.Acme.example:443/x?y', 'acme'],
        emails: ['a@www.b.example', 'nobody'],
      },
    ]);
    expect(mask('acme.example, b.example, acme, nobody')).toBe('Supplier A, Supplier A, acme, nobody');
  });
});
