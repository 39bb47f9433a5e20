import { describe, expect, it } from 'vitest';
import { resultErrors } from '../validation/fields.js';
import {
  canHaveSubgroups,
  canMoveGroup,
  type GroupNode,
  groupFormSchema,
  groupFormSchemaFor,
  isInSubtree,
  linkQuestionsSchema,
  siblingNameTaken,
  subtreeDepth,
} from './group-rules.js';

const siblings = [
  { id: 'g1', name: 'Security' },
  { id: 'g2', name: 'Pricing' },
];

describe('group form', () => {
  it('requires a trimmed name of at most 50 characters and limits the description to 200', () => {
    expect(resultErrors(groupFormSchema.safeParse({ name: ' ' }))).toEqual({ name: 'Required' });
    expect(resultErrors(groupFormSchema.safeParse({ name: 'n'.repeat(51), description: 'd'.repeat(201) }))).toEqual({
      name: 'Must be less than or equal to 50 characters',
      description: 'Must be less than or equal to 200 characters',
    });
    expect(groupFormSchema.parse({ name: ' Legal ', description: null })).toEqual({ name: 'Legal', description: '' });
  });

  it('refuses a sibling name with the spec wording', () => {
    expect(resultErrors(groupFormSchemaFor(siblings).safeParse({ name: ' security ' }))).toEqual({
      name: 'A group with the same name is already existed',
    });
    expect(groupFormSchemaFor(siblings).parse({ name: 'Legal' })).toEqual({ name: 'Legal', description: '' });
  });

  it('lets a group keep its own name when edited', () => {
    expect(groupFormSchemaFor(siblings, 'g1').parse({ name: 'Security' })).toMatchObject({ name: 'Security' });
    expect(resultErrors(groupFormSchemaFor(siblings, 'g1').safeParse({ name: 'Pricing' }))).toEqual({
      name: 'A group with the same name is already existed',
    });
  });
});

describe('siblingNameTaken', () => {
  it('compares trimmed names case-insensitively', () => {
    expect(siblingNameTaken('SECURITY', siblings)).toBe(true);
    expect(siblingNameTaken('  pricing  ', siblings)).toBe(true);
    expect(siblingNameTaken('Security team', siblings)).toBe(false);
    expect(siblingNameTaken('Security', [])).toBe(false);
    expect(siblingNameTaken('Security', siblings, 'g1')).toBe(false);
  });
});

describe('group depth', () => {
  it('gives subgroups to groups on the first and second level only', () => {
    expect(canHaveSubgroups(0)).toBe(true);
    expect(canHaveSubgroups(1)).toBe(true);
    expect(canHaveSubgroups(2)).toBe(false);
    expect(canHaveSubgroups(3)).toBe(false);
  });

  const leaf: GroupNode = { id: 'leaf' };
  const twoLevels: GroupNode = { id: 'mid', groups: [leaf, { id: 'other', groups: null }] };
  const threeLevels: GroupNode = { id: 'top', groups: [{ id: 'flat' }, twoLevels] };

  it('measures the levels a subtree spans', () => {
    expect(subtreeDepth(leaf)).toBe(1);
    expect(subtreeDepth(twoLevels)).toBe(2);
    expect(subtreeDepth(threeLevels)).toBe(3);
  });

  it('moves a group only where its deepest subgroup stays within 3 levels', () => {
    // To the top level.
    expect(canMoveGroup(3, null)).toBe(true);
    // Under a top-level group (0 ancestors): the group lands on level 2.
    expect(canMoveGroup(1, 0)).toBe(true);
    expect(canMoveGroup(2, 0)).toBe(true);
    expect(canMoveGroup(3, 0)).toBe(false);
    // Under a second-level group (1 ancestor): the group lands on level 3.
    expect(canMoveGroup(1, 1)).toBe(true);
    expect(canMoveGroup(2, 1)).toBe(false);
    // Under a third-level group: never.
    expect(canMoveGroup(1, 2)).toBe(false);
  });

  it('knows the groups a group cannot be moved into', () => {
    expect(isInSubtree(threeLevels, 'top')).toBe(true);
    expect(isInSubtree(threeLevels, 'leaf')).toBe(true);
    expect(isInSubtree(twoLevels, 'flat')).toBe(false);
  });
});

describe('link questions to a group', () => {
  it('requires the destination group and at least one question', () => {
    expect(resultErrors(linkQuestionsSchema.safeParse({}))).toEqual({ groupId: 'Required', questionIds: 'Required' });
    expect(resultErrors(linkQuestionsSchema.safeParse({ groupId: 'g1', questionIds: [] }))).toEqual({
      questionIds: 'Required',
    });
    expect(linkQuestionsSchema.parse({ groupId: 'g1', questionIds: ['q1', 'q1', 'q2'] })).toEqual({
      groupId: 'g1',
      questionIds: ['q1', 'q2'],
    });
  });
});
