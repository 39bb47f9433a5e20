import { describe, expect, it } from 'vitest';
import {
  answersSealed,
  SEALED_ANSWERS_TEXTS,
  type SealFacts,
  sealOpensAt,
  UNSEAL_REASON_MAX_LENGTH,
  unsealReason,
} from './sealed-answers.js';

const NOW = new Date('2026-11-28T12:00:00Z');
const BEFORE = new Date('2026-11-27T12:00:00Z');
const AFTER = new Date('2026-11-29T12:00:00Z');
const facts = (change: Partial<SealFacts> = {}): SealFacts => ({
  sealedAnswers: true,
  productDeadline: null,
  projectDeadline: AFTER,
  unsealedAt: null,
  ...change,
});

describe('sealed answers', () => {
  it('seal nothing with the feature off', () => {
    expect(answersSealed(facts({ sealedAnswers: false }), NOW)).toBe(false);
    expect(answersSealed(facts({ sealedAnswers: false, projectDeadline: null }), NOW)).toBe(false);
  });

  it('stay sealed until the project’s deadline, and open by themselves at it', () => {
    expect(answersSealed(facts(), NOW)).toBe(true);
    expect(answersSealed(facts({ projectDeadline: BEFORE }), NOW)).toBe(false);
    expect(answersSealed(facts({ projectDeadline: NOW }), NOW)).toBe(false);
  });

  it('follow the product’s own deadline over the project’s, either way', () => {
    expect(answersSealed(facts({ productDeadline: BEFORE }), NOW)).toBe(false);
    expect(answersSealed(facts({ projectDeadline: BEFORE, productDeadline: AFTER }), NOW)).toBe(true);
    expect(sealOpensAt({ productDeadline: AFTER, projectDeadline: BEFORE })).toBe(AFTER);
  });

  it('stay sealed with no deadline until opened early, and an early opening opens them whatever the deadline', () => {
    expect(answersSealed(facts({ projectDeadline: null }), NOW)).toBe(true);
    expect(sealOpensAt({ productDeadline: null, projectDeadline: null })).toBeNull();
    expect(answersSealed(facts({ projectDeadline: null, unsealedAt: BEFORE }), NOW)).toBe(false);
    expect(answersSealed(facts({ unsealedAt: BEFORE }), NOW)).toBe(false);
  });

  it('take a reason of 1 to 500 characters, trimmed', () => {
    expect(unsealReason('  Board meets early ')).toBe('Board meets early');
    expect(unsealReason('   ')).toBeNull();
    expect(unsealReason('x'.repeat(UNSEAL_REASON_MAX_LENGTH))).toHaveLength(UNSEAL_REASON_MAX_LENGTH);
    expect(unsealReason('x'.repeat(UNSEAL_REASON_MAX_LENGTH + 1))).toBeNull();
  });

  it('word the card', () => {
    expect(SEALED_ANSWERS_TEXTS.sealedUntil(AFTER)).toBe('Answers are sealed until Nov 29, 2026');
    expect(SEALED_ANSWERS_TEXTS.sealedUntil(null)).toBe('Answers are sealed until opened early');
    expect(SEALED_ANSWERS_TEXTS.openedEarly(NOW, ['Ann Lee', 'Bo Chen'])).toBe(
      'Answers were opened early on Nov 28, 2026 by Ann Lee and Bo Chen',
    );
  });
});
