import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { type Privilege, privilegeClosure } from '../privileges.js';
import { mayKeepSupplierNotes, SUPPLIER_NOTES_MAX, supplierNotesSchema, supplierSeesResult } from './supplier-notes.js';

const held = (...privileges: Privilege[]) => new Set(privilegeClosure(privileges));

describe('broker notes on a supplier', () => {
  it('trims the notes and refuses more than the maximum', () => {
    expect(supplierNotesSchema.parse({ notes: '  Strong demo  ', shareNotes: true })).toEqual({
      notes: 'Strong demo',
      shareNotes: true,
    });
    const long = supplierNotesSchema.safeParse({ notes: 'x'.repeat(SUPPLIER_NOTES_MAX + 1), shareNotes: false });
    expect(long.error?.issues[0]?.message).toBe(MESSAGES.maxLength(SUPPLIER_NOTES_MAX));
  });

  it('needs MANAGE_ALL_SCORING or owning the project, never on a Panel', () => {
    const rfp = { isProjectOwner: false, projectType: 'RFP' as const };
    expect(mayKeepSupplierNotes({ ...rfp, privileges: held('MANAGE_ALL_SCORING') })).toBe(true);
    expect(mayKeepSupplierNotes({ ...rfp, privileges: held('MANAGE_SCORING') })).toBe(false);
    expect(mayKeepSupplierNotes({ ...rfp, isProjectOwner: true, privileges: held() })).toBe(true);
    expect(
      mayKeepSupplierNotes({ isProjectOwner: true, projectType: 'PANEL', privileges: held('MANAGE_ALL_SCORING') }),
    ).toBe(false);
  });

  it('shows the result to an accepted supplier of a completed RFP or RFI only', () => {
    expect(supplierSeesResult('RFP', 'COMPLETED', 'ACCEPTED')).toBe(true);
    expect(supplierSeesResult('RFI', 'COMPLETED', 'ACCEPTED')).toBe(true);
    expect(supplierSeesResult('PANEL', 'COMPLETED', 'ACCEPTED')).toBe(false);
    expect(supplierSeesResult('RFP', 'SCORING', 'ACCEPTED')).toBe(false);
    expect(supplierSeesResult('RFP', 'COMPLETED', 'DECLINED')).toBe(false);
  });
});
