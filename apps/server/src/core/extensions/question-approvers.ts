import type { Database } from '../../db/client.js';

export interface QuestionApproversContext {
  db: Database;
  projectId: string;
}

/** The users named as approvers in a project's questionnaire (told when its questions go to approval). */
export type QuestionApprovers = (context: QuestionApproversContext) => Promise<readonly string[]>;
