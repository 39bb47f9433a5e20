import { describe, expect, it } from 'vitest';
import { AI_MESSAGES, aiAllowance, aiKeywordSchema, isAiKeyword, mayStartAiSearch } from './ai.js';
import { planLimitsFrom } from './billing.js';

describe('AI search rules', () => {
  it('counts remaining attempts as max − used, zero or null meaning no limit', () => {
    expect(aiAllowance(3, 5)).toEqual({ used: 3, max: 5, remaining: 2 });
    expect(aiAllowance(7, 5)).toEqual({ used: 7, max: 5, remaining: 0 });
    expect(aiAllowance(4, 0)).toEqual({ used: 4, max: null, remaining: null });
    expect(aiAllowance(4, null)).toEqual({ used: 4, max: null, remaining: null });
    expect(mayStartAiSearch(aiAllowance(5, 5))).toBe(false);
    expect(mayStartAiSearch(aiAllowance(4, 5))).toBe(true);
    expect(mayStartAiSearch(aiAllowance(99, null))).toBe(true);
  });

  it('words the limits in the plural forms for one and several', () => {
    expect(AI_MESSAGES.used('PRODUCTS', 1, 1)).toBe('You have used 1 of 1 AI supplier search for this project.');
    expect(AI_MESSAGES.used('PRODUCTS', 3, 5)).toBe('You have used 3 of 5 AI supplier searches for this project.');
    expect(AI_MESSAGES.used('QUESTIONS', 2, 2)).toBe('You have used 2 of 2 AI question generations for this project.');
    expect(AI_MESSAGES.limitReached('DISCOVERY', 1, 1)).toBe(
      'You have used 1 of 1 AI client discovery for this project. Please upgrade your plan to run more.',
    );
    expect(AI_MESSAGES.remaining('PRODUCTS', 1)).toBe('1 AI supplier search left for this project.');
  });

  it('takes a trimmed keyword of 2 to 200 characters', () => {
    expect(aiKeywordSchema.parse('  payroll ')).toBe('payroll');
    expect(aiKeywordSchema.safeParse('   ').error?.issues[0]?.message).toBe(AI_MESSAGES.keywordRequired);
    expect(aiKeywordSchema.safeParse(' a ').error?.issues[0]?.message).toBe(AI_MESSAGES.keywordLength);
    expect(isAiKeyword('x'.repeat(200))).toBe(true);
    expect(isAiKeyword('x'.repeat(201))).toBe(false);
  });

  it('reads a plan stored with the old question generation key as the renamed one', () => {
    expect(planLimitsFrom({ aiQuestionGenerations: 4 } as never).aiQuestionsToSuppliersAttempts).toBe(4);
    expect(planLimitsFrom({ aiQuestionsToSuppliersAttempts: 2, aiQuestionGenerations: 4 } as never)).toEqual({
      usersCount: null,
      projectsPerMonth: null,
      aiSupplierSearches: null,
      aiQuestionsToSuppliersAttempts: 2,
      aiClientDiscovery: null,
    });
  });
});
