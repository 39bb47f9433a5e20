import { changedFields, recordAudit, viewerActor } from '../../core/audit/index.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';
import type { Database } from '../../db/client.js';

const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? null;

/** The project's dates as the trail shows them (calendar days). */
const projectDates = (row: ProjectRow) => ({
  publishDate: day(row.publishDate),
  submissionDeadline: day(row.submissionDeadline),
  questionsClarificationDeadline: day(row.questionsClarificationDeadline),
  questionsSubmissionDeadline: day(row.questionsSubmissionDeadline),
  plannedDecisionDate: day(row.plannedDecisionDate),
});

const projectOf = (row: ProjectRow) => ({ id: row.id, name: row.name });
const targetOf = (row: ProjectRow) => ({ type: 'project', id: row.id, label: row.name });

/** Issue 38: a project created, with its type and dates. */
export async function auditProjectCreated(db: Database, viewer: Viewer, row: ProjectRow): Promise<void> {
  await recordAudit(db, viewerActor(viewer), {
    kind: 'project.created',
    project: projectOf(row),
    target: targetOf(row),
    after: { type: row.type, status: row.status, ...projectDates(row) },
  });
}

/** Issue 38: the project's dates that an edit changed (nothing when none did). */
export async function auditProjectDates(db: Database, viewer: Viewer, was: ProjectRow, now: ProjectRow) {
  const changed = changedFields(projectDates(was), projectDates(now));
  if (!changed) return;
  await recordAudit(db, viewerActor(viewer), {
    kind: 'project.deadlines_changed',
    project: projectOf(now),
    target: targetOf(now),
    ...changed,
  });
}

/** Issue 38: a status change; DELETED is recorded as the project's deletion. */
export async function auditProjectStatus(db: Database, viewer: Viewer, was: ProjectRow, now: ProjectRow) {
  await recordAudit(db, viewerActor(viewer), {
    kind: now.status === 'DELETED' ? 'project.deleted' : 'project.status_changed',
    project: projectOf(now),
    target: targetOf(now),
    before: { status: was.status },
    after: { status: now.status },
  });
}
