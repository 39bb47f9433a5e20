import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnswerDraft } from '../inputs/answer-draft';
import { AnswerAutosave, type AutosaveOptions, type SaveResult } from './answer-autosave';
import { answerDraftsStore } from './answer-drafts-store';
import { buildAnswer, textDraft } from './questionnaire-test-kit';

const QUESTION = 'question-1';
const CONNECTION_LOST = new TypeError('Failed to fetch');

interface Call {
  questionId: string;
  draft: AnswerDraft;
  baseVersion: number | null;
  answer: (result: SaveResult) => void;
  fail: (error: unknown) => void;
}

/** An autosave whose saves wait until the test answers them, over a real (jsdom) localStorage store. */
function buildAutosave(overrides: Partial<AutosaveOptions> = {}) {
  const calls: Call[] = [];
  const versions = new Map<string, number>();
  let online = true;
  const store = answerDraftsStore('user-1', 'invitation-1');
  const onSaved = vi.fn();
  const autosave = new AnswerAutosave({
    store,
    send: (questionId, draft, baseVersion) =>
      new Promise<SaveResult>((answer, fail) => calls.push({ questionId, draft, baseVersion, answer, fail })),
    problemOf: (_questionId, draft) => (draft.value === 'bad' ? 'Value is not a valid Email' : null),
    serverVersionOf: (questionId) => versions.get(questionId) ?? null,
    onSaved,
    isConnectionFailure: (error) => error === CONNECTION_LOST,
    messageOf: (error) => (error as Error).message,
    online: () => online,
    ...overrides,
  });
  return { autosave, calls, versions, store, onSaved, setOnline: (value: boolean) => (online = value) };
}

/** Answers a save and lets the autosave take the answer in. */
async function answer(call: Call | undefined, result: SaveResult) {
  call?.answer(result);
  await vi.advanceTimersByTimeAsync(0);
}

const saved = (value: string, version: number) => buildAnswer(QUESTION, { value, version });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('AnswerAutosave', () => {
  it('stores each keystroke at once and saves once, 800 ms after the last one, over the shown version', async () => {
    const { autosave, calls, versions, store, onSaved } = buildAutosave();
    versions.set(QUESTION, 3);
    autosave.change(QUESTION, textDraft('A'));
    await vi.advanceTimersByTimeAsync(500);
    autosave.change(QUESTION, textDraft('Ac'));
    expect(store.all().get(QUESTION)).toEqual({ draft: textDraft('Ac'), baseVersion: 3 });
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toHaveLength(0);
    expect(autosave.stateOf(QUESTION).state).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map(({ draft, baseVersion }) => ({ draft, baseVersion }))).toEqual([
      { draft: textDraft('Ac'), baseVersion: 3 },
    ]);
    expect(autosave.stateOf(QUESTION).state).toBe('saving');
    await answer(calls[0], { conflict: false, answer: saved('Ac', 4) });
    expect(onSaved).toHaveBeenCalledWith(QUESTION, saved('Ac', 4));
    expect(autosave.stateOf(QUESTION)).toEqual({
      draft: null,
      typed: textDraft('Ac'),
      baseVersion: 4,
      state: 'saved',
      message: null,
    });
    expect(store.all().size).toBe(0);
  });

  it('saves a choice at once and a left field without waiting', async () => {
    const { autosave, calls } = buildAutosave();
    autosave.change(QUESTION, textDraft('Yes'), 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    autosave.change('question-2', textDraft('typed'));
    autosave.flush('question-2');
    expect(calls.map((call) => call.questionId)).toEqual([QUESTION, 'question-2']);
  });

  it('keeps one save in flight per question: the newest draft follows on the version the first one saved', async () => {
    const { autosave, calls, store } = buildAutosave();
    autosave.change(QUESTION, textDraft('first'), 0);
    await vi.advanceTimersByTimeAsync(0);
    autosave.change(QUESTION, textDraft('second'), 0);
    autosave.change(QUESTION, textDraft('third'), 0);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await answer(calls[0], { conflict: false, answer: saved('first', 1) });
    expect(calls).toHaveLength(2);
    expect(calls[1]).toMatchObject({ draft: textDraft('third'), baseVersion: 1 });
    expect(store.all().get(QUESTION)).toEqual({ draft: textDraft('third'), baseVersion: 1 });
    await answer(calls[1], { conflict: false, answer: saved('third', 2) });
    expect(autosave.stateOf(QUESTION).state).toBe('saved');
    expect(store.all().size).toBe(0);
  });

  it('does not send a draft the answer rules refuse, and keeps it', async () => {
    const { autosave, calls, store } = buildAutosave();
    autosave.change(QUESTION, textDraft('bad'), 0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(0);
    expect(autosave.stateOf(QUESTION).state).toBe('invalid');
    expect(store.all().get(QUESTION)?.draft).toEqual(textDraft('bad'));
  });

  it('shows a conflict with both values; Keep Mine saves over the stored version, Use Saved drops the draft', async () => {
    const { autosave, calls, store, onSaved } = buildAutosave();
    autosave.change(QUESTION, textDraft('mine'), 0);
    await vi.advanceTimersByTimeAsync(0);
    await answer(calls[0], { conflict: true, answer: saved('theirs', 5) });
    expect(autosave.status().conflict).toEqual({
      questionId: QUESTION,
      mine: textDraft('mine'),
      saved: saved('theirs', 5),
    });
    expect(autosave.stateOf(QUESTION).state).toBe('conflict');
    autosave.keepMine(QUESTION);
    expect(autosave.status().conflict).toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]).toMatchObject({ draft: textDraft('mine'), baseVersion: 5 });
    await answer(calls[1], { conflict: true, answer: saved('theirs again', 6) });
    autosave.takeSaved(QUESTION);
    expect(onSaved).toHaveBeenLastCalledWith(QUESTION, saved('theirs again', 6));
    expect(autosave.stateOf(QUESTION)).toMatchObject({ draft: null, state: 'saved' });
    expect(store.all().size).toBe(0);
  });

  it('waits while the browser is offline, keeping the drafts, and sends them when it is back', async () => {
    const { autosave, calls, store, setOnline } = buildAutosave();
    setOnline(false);
    autosave.disconnected();
    expect(autosave.status().offline).toBe(true);
    autosave.change(QUESTION, textDraft('typed offline'));
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(0);
    expect(store.all().get(QUESTION)?.draft).toEqual(textDraft('typed offline'));
    setOnline(true);
    autosave.reconnected();
    expect(autosave.status().offline).toBe(false);
    expect(calls.map((call) => call.draft)).toEqual([textDraft('typed offline')]);
  });

  it('keeps a draft whose save could not reach the server, shows Error and offline, and tries again', async () => {
    const { autosave, calls, store } = buildAutosave({ retryMs: 5000 });
    autosave.change(QUESTION, textDraft('kept'), 0);
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.fail(CONNECTION_LOST);
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.stateOf(QUESTION)).toMatchObject({ draft: textDraft('kept'), state: 'error' });
    expect(autosave.status().offline).toBe(true);
    expect(store.all().get(QUESTION)?.draft).toEqual(textDraft('kept'));
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2);
    await answer(calls[1], { conflict: false, answer: saved('kept', 1) });
    expect(autosave.status().offline).toBe(false);
    expect(autosave.stateOf(QUESTION).state).toBe('saved');
    expect(store.all().size).toBe(0);
  });

  it('shows the server’s refusal of a save', async () => {
    const { autosave, calls } = buildAutosave();
    autosave.change(QUESTION, textDraft('late'), 0);
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.fail(new Error('The answers have already been submitted'));
    await vi.advanceTimersByTimeAsync(0);
    expect(autosave.stateOf(QUESTION)).toMatchObject({
      state: 'error',
      message: 'The answers have already been submitted',
    });
    expect(autosave.status().offline).toBe(false);
  });

  it('restores the drafts kept from an earlier visit and sends them; those that may not change are dropped', async () => {
    const { store } = buildAutosave();
    store.put(QUESTION, { draft: textDraft('from yesterday'), baseVersion: 2 });
    store.put('question-locked', { draft: textDraft('too late'), baseVersion: 1 });
    const { autosave, calls } = buildAutosave();
    autosave.restore((questionId) => questionId === QUESTION);
    expect(autosave.stateOf(QUESTION).draft).toEqual(textDraft('from yesterday'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map(({ draft, baseVersion }) => ({ draft, baseVersion }))).toEqual([
      { draft: textDraft('from yesterday'), baseVersion: 2 },
    ]);
    expect([...store.all().keys()]).toEqual([QUESTION]);
  });

  it('settles: sends what waits and resolves once every save is answered', async () => {
    const { autosave, calls } = buildAutosave();
    autosave.change(QUESTION, textDraft('last words'));
    let settled = false;
    void autosave.settle().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(settled).toBe(false);
    await answer(calls[0], { conflict: false, answer: saved('last words', 1) });
    expect(settled).toBe(true);
    expect(autosave.hasUnsaved()).toBe(false);
  });
});
