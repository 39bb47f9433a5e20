import { describe, expect, it } from 'vitest';
import { resultErrors } from '../validation/fields.js';
import {
  copyToProjectSchema,
  defaultCopyName,
  sectionCopySchema,
  sectionFormSchema,
  templateSectionFormSchema,
} from './section-rules.js';

describe('section form', () => {
  it('requires a trimmed name of at most 100 characters and limits the description to 200', () => {
    expect(resultErrors(sectionFormSchema.safeParse({ name: '  ' }))).toEqual({ name: 'Required' });
    expect(resultErrors(sectionFormSchema.safeParse({ name: 'n'.repeat(101), description: 'd'.repeat(201) }))).toEqual({
      name: 'Must be less than or equal to 100 characters',
      description: 'Must be less than or equal to 200 characters',
    });
    expect(sectionFormSchema.parse({ name: ' Security ', description: null })).toEqual({
      name: 'Security',
      description: '',
      ownerId: null,
      approverId: null,
      ownerDeadline: null,
    });
  });

  it('requires the owner due date when an owner is set', () => {
    expect(resultErrors(sectionFormSchema.safeParse({ name: 'S', ownerId: 'u1' }))).toEqual({
      ownerDeadline: 'Required',
    });
    expect(resultErrors(sectionFormSchema.safeParse({ name: 'S', ownerId: 'u1', ownerDeadline: '' }))).toEqual({
      ownerDeadline: 'Required',
    });
    expect(sectionFormSchema.parse({ name: 'S', ownerId: 'u1', ownerDeadline: '2026-05-01T12:00:00Z' })).toMatchObject({
      ownerId: 'u1',
      ownerDeadline: new Date('2026-05-01T12:00:00Z'),
    });
  });

  it('wants the owner due date to be a valid date', () => {
    expect(resultErrors(sectionFormSchema.safeParse({ name: 'S', ownerId: 'u1', ownerDeadline: 'soon' }))).toEqual({
      ownerDeadline: 'Must be a valid date',
    });
  });

  it('drops the due date when no owner is set and keeps the approver', () => {
    expect(
      sectionFormSchema.parse({ name: 'S', approverId: 'u2', ownerId: '', ownerDeadline: '2026-05-01T12:00:00Z' }),
    ).toMatchObject({ ownerId: null, approverId: 'u2', ownerDeadline: null });
  });
});

describe('template section form', () => {
  it('requires a trimmed name of at most 100 characters and limits the description to 200', () => {
    expect(resultErrors(templateSectionFormSchema.safeParse({}))).toEqual({ name: 'Required' });
    expect(
      resultErrors(templateSectionFormSchema.safeParse({ name: 'n'.repeat(101), description: 'd'.repeat(201) })),
    ).toEqual({
      name: 'Must be less than or equal to 100 characters',
      description: 'Must be less than or equal to 200 characters',
    });
    expect(templateSectionFormSchema.parse({ name: ' Intro ', ownerId: 'u1' })).toEqual({
      name: 'Intro',
      description: '',
    });
  });
});

describe('section copy', () => {
  it('proposes Copy of {name}, within the 100 characters of a name', () => {
    expect(defaultCopyName('Security')).toBe('Copy of Security');
    expect(defaultCopyName('n'.repeat(100))).toHaveLength(100);
  });

  it('requires the action', () => {
    expect(resultErrors(sectionCopySchema.safeParse({}))).toEqual({ action: 'Required' });
    expect(resultErrors(sectionCopySchema.safeParse({ action: 'MOVE' }))).toEqual({ action: 'Required' });
  });

  it('requires the new name (max 100) when duplicating, and keeps only it', () => {
    expect(resultErrors(sectionCopySchema.safeParse({ action: 'DUPLICATE', name: ' ' }))).toEqual({ name: 'Required' });
    expect(resultErrors(sectionCopySchema.safeParse({ action: 'DUPLICATE', name: 'n'.repeat(101) }))).toEqual({
      name: 'Must be less than or equal to 100 characters',
    });
    expect(sectionCopySchema.parse({ action: 'DUPLICATE', name: ' Copy of S ', targetProjectId: 'p2' })).toEqual({
      action: 'DUPLICATE',
      name: 'Copy of S',
    });
  });

  it('requires the target section when copying into another section', () => {
    expect(resultErrors(sectionCopySchema.safeParse({ action: 'INTO_SECTION', name: 'x' }))).toEqual({
      targetSectionId: 'Required',
    });
    expect(sectionCopySchema.parse({ action: 'INTO_SECTION', targetSectionId: 's2', name: '' })).toEqual({
      action: 'INTO_SECTION',
      targetSectionId: 's2',
    });
  });

  it('requires the target project when copying into another project', () => {
    expect(resultErrors(sectionCopySchema.safeParse({ action: 'INTO_PROJECT', targetSectionId: 's2' }))).toEqual({
      targetProjectId: 'Required',
    });
    expect(sectionCopySchema.parse({ action: 'INTO_PROJECT', targetProjectId: 'p2' })).toEqual({
      action: 'INTO_PROJECT',
      targetProjectId: 'p2',
      targetSectionId: null,
      name: null,
    });
    expect(
      sectionCopySchema.parse({ action: 'INTO_PROJECT', targetProjectId: 'p2', targetSectionId: 's2', name: ' N ' }),
    ).toEqual({ action: 'INTO_PROJECT', targetProjectId: 'p2', targetSectionId: 's2', name: 'N' });
  });

  it('never copies a section into itself', () => {
    const itself = { sectionId: 's1', targetSectionId: 's1', targetProjectId: 'p1' };
    const message = 'Please choose a section other than the one being copied';
    for (const action of ['INTO_SECTION', 'INTO_PROJECT']) {
      expect(resultErrors(sectionCopySchema.safeParse({ ...itself, action }))).toEqual({ targetSectionId: message });
    }
    expect(sectionCopySchema.parse({ ...itself, action: 'DUPLICATE', name: 'Copy' })).toEqual({
      action: 'DUPLICATE',
      name: 'Copy',
    });
  });
});

describe('copy to project', () => {
  it('requires the project and the section', () => {
    expect(resultErrors(copyToProjectSchema.safeParse({ projectId: '' }))).toEqual({
      projectId: 'Required',
      sectionId: 'Required',
    });
    expect(copyToProjectSchema.parse({ projectId: 'p1', sectionId: 's1' })).toEqual({
      projectId: 'p1',
      sectionId: 's1',
    });
  });
});
