import { mayRate } from '@shortlist/domain';
import type { Viewer } from '../../core/viewer/index.js';
import { answersToRate, unratedAnswers } from '../scoring/index.js';
import type { TaskCandidate, TaskQuestion, TaskSource } from './task-source.js';

const TYPE = 'PROJECT_QUESTION_ANSWERS_TO_REVIEW';

/** Spec 2 §6: the viewer may rate the answers to a question with these approvers (question's, section's). */
const ratesFor = (viewer: Viewer, isProjectOwner: boolean, approverIds: ReadonlyArray<string | null>) =>
  mayRate({ privileges: viewer.privileges, userId: viewer.user.id, isProjectOwner, approverIds });

/**
 * Spec 2 §4: projects in SCORING and AWAITING with submitted answers the viewer may rate (spec 2 §6) in their scope
 * (the shared scoring, or their own branch with branches on); the task is complete when none of them is unrated.
 */
export const answersToReview: TaskSource = {
  type: TYPE,
  async candidates(db, viewer) {
    const tasks = new Map<string, TaskCandidate>();
    for (const group of await answersToRate(db, viewer)) {
      if (!ratesFor(viewer, group.scope.isProjectOwner, group.approverIds)) continue;
      const { id, name, createdAt, scope } = group;
      const task = tasks.get(id) ?? { type: TYPE, project: { id, name }, createdAt, scope, pending: false };
      tasks.set(id, { ...task, pending: task.pending || group.unrated > 0 });
    }
    return [...tasks.values()];
  },

  async questions(db, viewer, tasks) {
    const scopes = new Map(tasks.flatMap((task) => (task.scope ? [[task.project.id, task.scope] as const] : [])));
    const byProject = new Map<string, Map<string, TaskQuestion>>();
    for (const row of await unratedAnswers(db, viewer, scopes)) {
      const scope = scopes.get(row.projectId);
      if (!scope || !ratesFor(viewer, scope.isProjectOwner, row.approverIds)) continue;
      const questions = byProject.get(row.projectId) ?? new Map<string, TaskQuestion>();
      byProject.set(row.projectId, questions);
      const question = questions.get(row.question.id) ?? { ...row.question, status: 'APPROVED', answers: [] };
      questions.set(row.question.id, {
        ...question,
        answers: [...(question.answers ?? []), { product: row.product, answer: row.answer }],
      });
    }
    return new Map([...byProject].map(([projectId, questions]) => [projectId, [...questions.values()]]));
  },
};
