import { describe, expect, it } from 'vitest';
import { type FaqThread, faqMatchesKeyword, faqTags, filterFaqThreads } from './faq-filters.js';
import { faqRejectSchema, faqTextSchema } from './faq-validation.js';

const thread = (overrides: Partial<FaqThread> = {}): FaqThread => ({
  text: 'Do you support Single Sign-On?',
  status: 'ACTIVE',
  isPublic: true,
  hasBrokerAnswer: true,
  answers: [{ text: 'Yes, through SAML providers' }],
  ...overrides,
});

describe('tags', () => {
  it('names rejected, in review, no answer and private', () => {
    expect(faqTags(thread({ status: 'REJECTED', hasBrokerAnswer: false }))).toEqual(['REJECTED']);
    expect(faqTags(thread({ status: 'DRAFT', hasBrokerAnswer: false }))).toEqual(['IN_REVIEW', 'NO_ANSWER']);
    expect(faqTags(thread({ hasBrokerAnswer: false }))).toEqual(['NO_ANSWER']);
    expect(faqTags(thread({ isPublic: false }))).toEqual(['PRIVATE']);
    expect(faqTags(thread())).toEqual([]);
    expect(faqTags(thread({ hasBrokerAnswer: false }), true)).toEqual([]);
  });
});

describe('the keyword filter', () => {
  it('lowercases, splits on spaces and needs every word in the question or an answer', () => {
    expect(faqMatchesKeyword(thread(), 'single SAML')).toBe(true);
    expect(faqMatchesKeyword(thread(), '  sign-on   ')).toBe(true);
    expect(faqMatchesKeyword(thread(), 'single oauth')).toBe(false);
    expect(faqMatchesKeyword(thread(), '')).toBe(true);
  });
});

describe('the quick filters', () => {
  const threads = [
    thread({ text: 'answered' }),
    thread({ text: 'open', hasBrokerAnswer: false }),
    thread({ text: 'draft', status: 'DRAFT', hasBrokerAnswer: false }),
    thread({ text: 'rejected', status: 'REJECTED', hasBrokerAnswer: false }),
  ];
  const shown = (quick: Parameters<typeof filterFaqThreads>[1]['quick'], keyword = '') =>
    filterFaqThreads(threads, { quick, keyword }).map((item) => item.text);

  it('shows all, those without an answer, the unpublished and the rejected', () => {
    expect(shown('all')).toEqual(['answered', 'open', 'draft', 'rejected']);
    expect(shown('without-answer')).toEqual(['open', 'draft']);
    expect(shown('unpublished')).toEqual(['draft']);
    expect(shown('rejected')).toEqual(['rejected']);
    expect(shown('all', 'dra')).toEqual(['draft']);
  });
});

describe('validation', () => {
  it('needs a text and a reason of at most 100 characters, both trimmed', () => {
    expect(faqTextSchema.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe('Required');
    expect(faqTextSchema.parse({ text: ' Why? ' }).text).toBe('Why?');
    expect(faqRejectSchema.safeParse({ reason: '' }).error?.issues[0]?.message).toBe('Required');
    expect(faqRejectSchema.safeParse({ reason: 'x'.repeat(101) }).error?.issues[0]?.message).toBe(
      'Must be less than or equal to 100 characters',
    );
    expect(faqRejectSchema.parse({ reason: ` ${'x'.repeat(100)} ` }).reason).toHaveLength(100);
  });
});
