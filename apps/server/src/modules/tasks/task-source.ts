import type { QuestionDefinition, QuestionStatus, TaskType } from '@shortlist/domain';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';
import type { AnswerToRate, ReviewScope } from '../scoring/index.js';

/** A project that is one of the viewer's tasks of a type, pending while anything is left to review. */
export interface TaskCandidate {
  type: TaskType;
  project: { id: string; name: string };
  createdAt: Date;
  pending: boolean;
  /** Answers to review: where the viewer rates (their branch or the shared scoring) and with which scale. */
  scope?: ReviewScope;
}

/** What the viewer is asked to review in a task: a question of the project, with its section. */
export interface TaskQuestion {
  id: string;
  version: number;
  status: QuestionStatus;
  definition: QuestionDefinition;
  section: { id: string; name: string };
  /** Answers to review: the products' answers to the question left unrated in the viewer's scope. */
  answers?: Array<Pick<AnswerToRate, 'product' | 'answer'>>;
}

/**
 * One kind of task (spec 2 §4 Task completion). Each gives the viewer's candidates in one statement and the questions
 * of several projects in one more, so the inbox costs a constant number of statements per source.
 */
export interface TaskSource {
  type: TaskType;
  candidates(db: Database, viewer: Viewer): Promise<TaskCandidate[]>;
  /** What is left to review per project, for the given tasks; a project with nothing left has no entry. */
  questions(db: Database, viewer: Viewer, tasks: readonly TaskCandidate[]): Promise<Map<string, TaskQuestion[]>>;
}
