import type { SupplierAnswerFieldsFragment } from '../../../gql/graphql';
import type { AnswerDraft } from '../inputs/answer-draft';
import type { AnswerDraftsStore } from './answer-drafts-store';

export type SavedAnswer = SupplierAnswerFieldsFragment;

/** What the server made of a save (spec 2 §7 saveAnswer): the answer as it now is, and whether it had moved on. */
export interface SaveResult {
  conflict: boolean;
  answer: SavedAnswer | null;
}

/** Where one question's answer stands between the keyboard and the server. */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'invalid' | 'error' | 'conflict';

export interface QuestionSave {
  /** What the supplier typed and the server has not confirmed yet. */
  draft: AnswerDraft | null;
  /**
   * What the supplier typed last, kept once saved: the field keeps showing it (the server trims a trailing space the
   * supplier is about to follow with a word) for as long as the stored answer is the version saved.
   */
  typed: AnswerDraft | null;
  /** The version of the answer the draft was typed over (null: none was saved). */
  baseVersion: number | null;
  state: SaveState;
  /** The server's refusal of the last save, if it refused it. */
  message: string | null;
}

/** A save refused because the answer changed elsewhere: what the supplier typed and what is stored now. */
export interface AnswerConflict {
  questionId: string;
  mine: AnswerDraft;
  saved: SavedAnswer | null;
}

export interface AutosaveStatus {
  /** The browser is offline, or the last save could not reach the server. */
  offline: boolean;
  /** The first conflict waiting for the supplier's choice. */
  conflict: AnswerConflict | null;
}

export interface AutosaveOptions {
  send(questionId: string, draft: AnswerDraft, baseVersion: number | null): Promise<SaveResult>;
  store: AnswerDraftsStore;
  /** The draft's problem by the answer rules; a draft with one is kept but not sent. */
  problemOf(questionId: string, draft: AnswerDraft): string | null;
  /** The version of the stored answer the page shows (null when there is none). */
  serverVersionOf(questionId: string): number | null;
  /** The server's answer (null: removed) to be shown from now on. */
  onSaved(questionId: string, answer: SavedAnswer | null): void;
  isConnectionFailure(error: unknown): boolean;
  messageOf(error: unknown): string;
  online(): boolean;
  /** Quiet time after the last keystroke before a save (800 ms). */
  debounceMs?: number;
  /** How soon saves that could not reach the server are tried again while the browser says it is online. */
  retryMs?: number;
}

export const AUTOSAVE_DEBOUNCE_MS = 800;
const RETRY_MS = 10_000;
export const NOTHING_TO_SAVE: QuestionSave = {
  draft: null,
  typed: null,
  baseVersion: null,
  state: 'idle',
  message: null,
};

/**
 * The autosave of a questionnaire's answers (issue 15 point 2, nothing typed is lost): every draft is stored in the
 * browser the moment it is typed and sent after a quiet time (at once when asked); one save per question is in flight,
 * later drafts wait behind it and the newest wins; each save names the version it was typed over, and a conflict waits
 * for the supplier's choice. Saves that cannot reach the server stay stored and are sent when the connection returns.
 * Rows read their question's state with `stateOf` (stable until it changes) through `subscribe`.
 */
export class AnswerAutosave {
  private readonly entries = new Map<string, QuestionSave>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly inFlight = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private conflicts: AnswerConflict[] = [];
  private unreachable = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private currentStatus: AutosaveStatus;

  constructor(private readonly options: AutosaveOptions) {
    this.currentStatus = { offline: !options.online(), conflict: null };
  }

  private get debounceMs() {
    return this.options.debounceMs ?? AUTOSAVE_DEBOUNCE_MS;
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  stateOf = (questionId: string): QuestionSave => this.entries.get(questionId) ?? NOTHING_TO_SAVE;

  status = (): AutosaveStatus => this.currentStatus;

  /** Whether some answer typed here is not saved yet. */
  hasUnsaved = () => [...this.entries.values()].some((entry) => entry.draft !== null);

  /** Takes a draft: stored at once, sent after `delayMs` (the quiet time unless given). */
  change(questionId: string, draft: AnswerDraft, delayMs = this.debounceMs) {
    const current = this.entries.get(questionId);
    const baseVersion = current?.draft ? current.baseVersion : this.options.serverVersionOf(questionId);
    this.take(questionId, draft, baseVersion, delayMs);
  }

  /** Sends the question's waiting draft now (the field was left). */
  flush(questionId: string) {
    if (this.timers.has(questionId)) void this.send(questionId);
  }

  /** Sends every waiting draft now (the connection returned, the page closes, the supplier submits). */
  flushAll() {
    for (const [questionId, entry] of this.entries) {
      if (entry.state === 'pending' || entry.state === 'error') void this.send(questionId);
    }
  }

  /** Waits until every waiting draft has been sent and answered. */
  async settle() {
    this.flushAll();
    while (this.inFlight.size > 0) await Promise.all(this.inFlight.values());
  }

  /** Shows the drafts this browser kept (from an earlier visit) over the stored answers, and sends them. */
  restore(mayChange: (questionId: string) => boolean) {
    for (const [questionId, stored] of this.options.store.all()) {
      if (this.entries.get(questionId)?.draft) continue;
      if (mayChange(questionId)) this.take(questionId, stored.draft, stored.baseVersion, 0);
      else this.options.store.remove(questionId);
    }
  }

  /** Forgets the question's draft (its answer was replaced, e.g. the whole section marked not applicable). */
  discard(questionId: string) {
    this.clearTimer(questionId);
    this.options.store.remove(questionId);
    this.conflicts = this.conflicts.filter((conflict) => conflict.questionId !== questionId);
    this.entries.delete(questionId);
    this.changed();
  }

  /** The supplier keeps its draft: it is saved over the answer stored now. */
  keepMine(questionId: string) {
    const conflict = this.resolve(questionId);
    const entry = this.entries.get(questionId);
    if (!conflict || !entry?.draft) return;
    this.options.onSaved(questionId, conflict.saved);
    this.take(questionId, entry.draft, conflict.saved?.version ?? null, 0);
  }

  /** The supplier takes the stored answer: its draft is dropped. */
  takeSaved(questionId: string) {
    const conflict = this.resolve(questionId);
    if (!conflict) return;
    this.options.onSaved(questionId, conflict.saved);
    this.options.store.remove(questionId);
    const baseVersion = conflict.saved?.version ?? null;
    this.set(questionId, { draft: null, typed: null, baseVersion, state: 'saved', message: null });
  }

  /** The browser went offline: nothing is sent until it returns. */
  disconnected = () => this.changed();

  /** The connection returned: everything waiting is sent. */
  reconnected = () => {
    this.unreachable = false;
    this.changed();
    this.flushAll();
  };

  /** Stops the retry timer and the quiet-time timers (their drafts stay stored for the next visit). */
  dispose() {
    for (const questionId of [...this.timers.keys()]) this.clearTimer(questionId);
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
  }

  private take(questionId: string, draft: AnswerDraft, baseVersion: number | null, delayMs: number) {
    const problem = this.options.problemOf(questionId, draft);
    this.options.store.put(questionId, { draft, baseVersion });
    this.set(questionId, { draft, typed: draft, baseVersion, state: problem ? 'invalid' : 'pending', message: null });
    this.clearTimer(questionId);
    if (!problem)
      this.timers.set(
        questionId,
        setTimeout(() => void this.send(questionId), delayMs),
      );
  }

  private async send(questionId: string) {
    this.clearTimer(questionId);
    const entry = this.entries.get(questionId);
    if (!entry?.draft || entry.state === 'invalid' || entry.state === 'conflict') return;
    // One save per question at a time: the newest draft follows when this one is answered.
    if (this.inFlight.has(questionId) || !this.options.online()) return;
    const { draft, baseVersion } = entry;
    this.set(questionId, { ...entry, state: 'saving', message: null });
    const saving = this.options.send(questionId, draft, baseVersion).then(
      (result) => this.answered(questionId, draft, result),
      (error: unknown) => this.failed(questionId, draft, error),
    );
    this.inFlight.set(questionId, saving);
    await saving;
  }

  private answered(questionId: string, sent: AnswerDraft, result: SaveResult) {
    this.inFlight.delete(questionId);
    if (this.unreachable) this.reconnected();
    const entry = this.entries.get(questionId);
    if (!entry?.draft) return;
    if (result.conflict) {
      this.conflicts = [...this.conflicts, { questionId, mine: entry.draft, saved: result.answer }];
      this.set(questionId, { ...entry, state: 'conflict' });
      return;
    }
    this.options.onSaved(questionId, result.answer);
    const baseVersion = result.answer?.version ?? null;
    if (entry.draft === sent) {
      this.options.store.remove(questionId);
      this.set(questionId, { draft: null, typed: sent, baseVersion, state: 'saved', message: null });
      return;
    }
    // A newer draft was typed meanwhile: it now stands on the version just saved.
    this.take(questionId, entry.draft, baseVersion, this.timers.has(questionId) ? this.debounceMs : 0);
  }

  private failed(questionId: string, sent: AnswerDraft, error: unknown) {
    this.inFlight.delete(questionId);
    const entry = this.entries.get(questionId);
    if (!entry?.draft) return;
    if (this.options.isConnectionFailure(error)) {
      this.unreachable = true;
      this.scheduleRetry();
      this.set(questionId, { ...entry, state: 'error', message: null });
      return;
    }
    if (entry.draft !== sent) {
      this.take(questionId, entry.draft, entry.baseVersion, 0);
      return;
    }
    this.set(questionId, { ...entry, state: 'error', message: this.options.messageOf(error) });
  }

  private resolve(questionId: string): AnswerConflict | undefined {
    const conflict = this.conflicts.find((candidate) => candidate.questionId === questionId);
    this.conflicts = this.conflicts.filter((candidate) => candidate.questionId !== questionId);
    return conflict;
  }

  private scheduleRetry() {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.flushAll();
    }, this.options.retryMs ?? RETRY_MS);
  }

  private clearTimer(questionId: string) {
    const timer = this.timers.get(questionId);
    if (timer) clearTimeout(timer);
    this.timers.delete(questionId);
  }

  private set(questionId: string, entry: QuestionSave) {
    this.entries.set(questionId, entry);
    this.changed();
  }

  private changed() {
    const offline = !this.options.online() || this.unreachable;
    const conflict = this.conflicts[0] ?? null;
    if (offline !== this.currentStatus.offline || conflict !== this.currentStatus.conflict) {
      this.currentStatus = { offline, conflict };
    }
    for (const listener of this.listeners) listener();
  }
}
