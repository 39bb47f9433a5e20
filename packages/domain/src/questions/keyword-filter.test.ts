import { describe, expect, it } from 'vitest';
import {
  availableQuickFilters,
  duplicateLabels,
  type FilterableQuestion,
  keywordWords,
  matchesEveryWord,
  QUICK_FILTERS_NEEDING_EXPERTS,
  questionQuickFilter,
  sectionExpanded,
} from './keyword-filter.js';

describe('keyword filter', () => {
  it('splits the keyword on whitespace in lower case', () => {
    expect(keywordWords('  Data   RETENTION\tpolicy ')).toEqual(['data', 'retention', 'policy']);
    expect(keywordWords('   ')).toEqual([]);
  });

  it('matches when every word appears, in any order and case', () => {
    expect(matchesEveryWord('What is your data retention policy?', 'POLICY data')).toBe(true);
    expect(matchesEveryWord('What is your data retention policy?', 'data deletion')).toBe(false);
    expect(matchesEveryWord('Retention', 'ten')).toBe(true);
  });

  it('matches everything with an empty keyword', () => {
    expect(matchesEveryWord('Anything', '')).toBe(true);
    expect(matchesEveryWord('Anything', '  ')).toBe(true);
  });
});

const question = (overrides: Partial<FilterableQuestion>): FilterableQuestion => ({
  id: 'q',
  label: 'Label',
  sectionId: 's1',
  status: 'PENDING',
  approverId: null,
  ...overrides,
});

describe('quick filters', () => {
  const pending = question({ id: 'p', status: 'PENDING', approverId: 'u1' });
  const approved = question({ id: 'a', status: 'APPROVED', approverId: 'u1' });
  const rejected = question({ id: 'r', status: 'REJECTED' });
  const all = [pending, approved, rejected];
  const passing = (filter: Parameters<typeof questionQuickFilter>[0], duplicates?: Set<string>) =>
    all.filter((item) => questionQuickFilter(filter, item, duplicates)).map((item) => item.id);

  it('filters by approver and status', () => {
    expect(passing('all')).toEqual(['p', 'a', 'r']);
    expect(passing('without-approver')).toEqual(['r']);
    expect(passing('unapproved')).toEqual(['p']);
    expect(passing('approved')).toEqual(['a']);
    expect(passing('rejected')).toEqual(['r']);
  });

  it('keeps the duplicates given', () => {
    expect(passing('duplicates')).toEqual([]);
    expect(passing('duplicates', new Set(['a', 'r']))).toEqual(['a', 'r']);
  });

  it('hides the expert filters without the experts feature', () => {
    expect(QUICK_FILTERS_NEEDING_EXPERTS).toEqual(['without-approver', 'unapproved', 'approved', 'rejected']);
    expect(availableQuickFilters(false)).toEqual(['all', 'duplicates']);
    expect(availableQuickFilters(true)).toEqual([
      'all',
      'without-approver',
      'unapproved',
      'approved',
      'rejected',
      'duplicates',
    ]);
  });
});

describe('duplicateLabels', () => {
  const questions = [
    question({ id: '1', label: 'Data retention?', sectionId: 's1' }),
    question({ id: '2', label: '  data RETENTION? ', sectionId: 's1' }),
    question({ id: '3', label: 'Data retention?', sectionId: 's2' }),
    question({ id: '4', label: 'Unique', sectionId: 's1' }),
    question({ id: '5', label: ' ', sectionId: 's2' }),
    question({ id: '6', label: '', sectionId: 's2' }),
  ];

  it('finds the same trimmed, case-insensitive label within a section', () => {
    expect([...duplicateLabels(questions)].sort()).toEqual(['1', '2']);
  });

  it('finds it across the project when asked', () => {
    expect([...duplicateLabels(questions, 'project')].sort()).toEqual(['1', '2', '3']);
  });

  it('finds none in a project without repeats', () => {
    expect(duplicateLabels([questions[0] as FilterableQuestion, questions[3] as FilterableQuestion]).size).toBe(0);
  });
});

describe('sectionExpanded', () => {
  it('expands every section without filters and up to 10 questions while filtering', () => {
    expect(sectionExpanded(50, false)).toBe(true);
    expect(sectionExpanded(10, true)).toBe(true);
    expect(sectionExpanded(11, true)).toBe(false);
  });
});
