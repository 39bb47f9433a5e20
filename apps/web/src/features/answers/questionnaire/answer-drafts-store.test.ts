import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerDraftsStore } from './answer-drafts-store';
import { textDraft } from './questionnaire-test-kit';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('answerDraftsStore', () => {
  it('keeps drafts per user, project product and question, with the version they were typed over', () => {
    const mine = answerDraftsStore('user-1', 'invitation-1');
    mine.put('question-1', { draft: textDraft('Acme'), baseVersion: null });
    mine.put('question-2', { draft: textDraft('42'), baseVersion: 3 });
    mine.put('question-1', { draft: textDraft('Acme Ltd'), baseVersion: null });
    answerDraftsStore('user-1', 'invitation-2').put('question-1', {
      draft: textDraft('other product'),
      baseVersion: 1,
    });
    answerDraftsStore('user-2', 'invitation-1').put('question-1', { draft: textDraft('other user'), baseVersion: 1 });

    expect(answerDraftsStore('user-1', 'invitation-1').all()).toEqual(
      new Map([
        ['question-1', { draft: textDraft('Acme Ltd'), baseVersion: null }],
        ['question-2', { draft: textDraft('42'), baseVersion: 3 }],
      ]),
    );
    mine.remove('question-1');
    expect([...mine.all().keys()]).toEqual(['question-2']);
    expect(answerDraftsStore('user-2', 'invitation-1').all().size).toBe(1);
  });

  it('skips entries it cannot read', () => {
    localStorage.setItem('shortlist.answerDraft:user-1:invitation-1:question-1', '{not json');
    localStorage.setItem('shortlist.answerDraft:user-1:invitation-1:question-2', '{"draft":null}');
    const store = answerDraftsStore('user-1', 'invitation-1');
    store.put('question-3', { draft: textDraft('fine'), baseVersion: 2 });
    expect([...store.all().keys()]).toEqual(['question-3']);
  });

  it('goes on without the safety net when the browser refuses storage', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const store = answerDraftsStore('user-1', 'invitation-1');
    expect(() => store.put('question-1', { draft: textDraft('typed'), baseVersion: null })).not.toThrow();
    expect(store.all().size).toBe(0);
  });
});
