import { reportError } from '../../../lib/report-error';
import type { AnswerDraft } from '../inputs/answer-draft';

/** An answer typed but not yet confirmed by the server, with the version of the answer it was typed over. */
export interface StoredDraft {
  draft: AnswerDraft;
  baseVersion: number | null;
}

export interface AnswerDraftsStore {
  put(questionId: string, stored: StoredDraft): void;
  remove(questionId: string): void;
  /** Every draft kept for this user and product, by question id. */
  all(): Map<string, StoredDraft>;
}

const PREFIX = 'shortlist.answerDraft';

/** A stored entry, or null when it is not one (written by an older version, or damaged). */
function parseStoredDraft(text: string | null): StoredDraft | null {
  try {
    const stored = JSON.parse(text ?? 'null') as StoredDraft | null;
    const valid =
      typeof stored?.draft === 'object' &&
      stored.draft !== null &&
      (stored.baseVersion === null || typeof stored.baseVersion === 'number');
    return valid ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Keeps unsaved answers in this browser's localStorage, one entry per user, project product and question, written the
 * moment they are typed, so that a closed tab, a reload or a lost connection loses nothing. A browser that refuses
 * storage (private mode, quota) still answers; only the safety net is missing.
 */
export function answerDraftsStore(userId: string, projectProductId: string, storage: Storage = localStorage) {
  const prefix = `${PREFIX}:${userId}:${projectProductId}:`;
  const guard = (action: () => void) => {
    try {
      action();
    } catch (error) {
      reportError(error, 'answer drafts storage');
    }
  };
  const store: AnswerDraftsStore = {
    put: (questionId, stored) => guard(() => storage.setItem(`${prefix}${questionId}`, JSON.stringify(stored))),
    remove: (questionId) => guard(() => storage.removeItem(`${prefix}${questionId}`)),
    all: () => {
      const drafts = new Map<string, StoredDraft>();
      guard(() => {
        for (let index = 0; index < storage.length; index += 1) {
          const key = storage.key(index);
          if (!key?.startsWith(prefix)) continue;
          const stored = parseStoredDraft(storage.getItem(key));
          if (stored) drafts.set(key.slice(prefix.length), stored);
        }
      });
      return drafts;
    },
  };
  return store;
}
