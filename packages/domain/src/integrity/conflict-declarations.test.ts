import { describe, expect, it } from 'vitest';
import {
  admissionReason,
  CONFLICT_MESSAGES,
  CONFLICT_REASON_MAX_LENGTH,
  CONFLICT_TEXTS,
  conflictDeclarationSchema,
  conflictDeclarations,
  conflictState,
  maySeeSupplier,
  sharesSupplierDomain,
} from './conflict-declarations.js';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 7, 12, minute));
const clear = (minute: number) => ({ hasConflict: false, createdAt: at(minute) });
const conflict = (minute: number) => ({ hasConflict: true, createdAt: at(minute) });

describe('conflict-of-interest declarations', () => {
  it('hide a supplier nobody declared for', () => {
    expect(conflictState({ declarations: [], admissions: [] })).toBe('UNDECLARED');
    expect(maySeeSupplier({ declarations: [], admissions: [{ createdAt: at(1) }] })).toBe(false);
  });

  it('show a supplier declared without a conflict and hide one declared with a conflict', () => {
    expect(maySeeSupplier({ declarations: [clear(1)], admissions: [] })).toBe(true);
    expect(conflictState({ declarations: [conflict(1)], admissions: [] })).toBe('CONFLICT');
    expect(maySeeSupplier({ declarations: [conflict(1)], admissions: [] })).toBe(false);
  });

  it('count the latest declaration, whatever the order given', () => {
    expect(maySeeSupplier({ declarations: [conflict(3), clear(1)], admissions: [] })).toBe(false);
    expect(maySeeSupplier({ declarations: [conflict(1), clear(3)], admissions: [] })).toBe(true);
  });

  it('let a conflict in by an admission given at or after it, and ask again after a later conflict', () => {
    expect(conflictState({ declarations: [conflict(1)], admissions: [{ createdAt: at(2) }] })).toBe('ADMITTED');
    expect(maySeeSupplier({ declarations: [conflict(1)], admissions: [{ createdAt: at(1) }] })).toBe(true);
    expect(maySeeSupplier({ declarations: [conflict(1)], admissions: [{ createdAt: at(0) }] })).toBe(false);
    expect(maySeeSupplier({ declarations: [conflict(1), conflict(3)], admissions: [{ createdAt: at(2) }] })).toBe(
      false,
    );
  });

  it('need a description with a conflict, and drop one without', () => {
    const refused = conflictDeclarationSchema.safeParse({ projectProductId: 'p', hasConflict: true, description: ' ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(CONFLICT_MESSAGES.descriptionNeeded);
    expect(
      conflictDeclarationSchema.parse({ projectProductId: 'p', hasConflict: false, description: 'ignored' }),
    ).toEqual({ projectProductId: 'p', hasConflict: false, description: null });
    expect(
      conflictDeclarationSchema.parse({ projectProductId: 'p', hasConflict: true, description: ' Former employer ' }),
    ).toEqual({ projectProductId: 'p', hasConflict: true, description: 'Former employer' });
  });

  it('take each supplier once per call', () => {
    expect(conflictDeclarations([])).toBeNull();
    expect(
      conflictDeclarations([
        { projectProductId: 'p', hasConflict: false },
        { projectProductId: 'p', hasConflict: false },
      ]),
    ).toBeNull();
    expect(conflictDeclarations([{ projectProductId: 'p', hasConflict: false }])).toHaveLength(1);
  });

  it('need a reason of 1 to 500 characters to let someone in', () => {
    expect(admissionReason('  ')).toBeNull();
    expect(admissionReason('x'.repeat(CONFLICT_REASON_MAX_LENGTH + 1))).toBeNull();
    expect(admissionReason(' Left the supplier in 2019 ')).toBe('Left the supplier in 2019');
  });

  it('flag an evaluator whose e-mail domain is one of the supplier’s', () => {
    expect(sharesSupplierDomain('jo@Acme.example', ['acme.example'])).toBe(true);
    expect(sharesSupplierDomain('jo@northwind.example', ['acme.example', null, ''])).toBe(false);
    expect(sharesSupplierDomain('no-address', [''])).toBe(false);
  });

  it('word the pending count in plain English', () => {
    expect(CONFLICT_TEXTS.pending(1)).toBe('1 supplier is hidden until you declare your conflicts of interest.');
    expect(CONFLICT_TEXTS.pending(3)).toBe('3 suppliers are hidden until you declare your conflicts of interest.');
  });
});
