import {
  answersSealed,
  integrityOf,
  SEALED_ANSWERS_MESSAGES,
  sealOpensAt,
  UNSEAL_APPROVALS_NEEDED,
  unsealReason,
} from '@shortlist/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { badInput } from '../../../core/errors.js';
import { findBrokerProject, type ProjectRow } from '../../../core/tenancy/index.js';
import type { Viewer } from '../../../core/viewer/index.js';
import type { Database } from '../../../db/client.js';
import { projects, unsealApprovals } from '../../../db/schema/index.js';

export interface UnsealApproval {
  userId: string | null;
  userName: string;
  reason: string;
  createdAt: Date;
}

/** Issue 37 item 1, a project's seal as its dashboard card shows it. */
export interface AnswersSeal {
  sealed: boolean;
  /** When the answers open by themselves (the project's answers deadline); null: only when opened early. */
  opensAt: Date | null;
  /** When two people opened them early. */
  unsealedAt: Date | null;
  approvals: UnsealApproval[];
}

type SealedProject = Pick<ProjectRow, 'id' | 'settings' | 'questionsSubmissionDeadline' | 'answersUnsealedAt'>;

/** Whether the project's own deadline still seals its answers (a product's own later deadline aside). */
function projectSealed(project: SealedProject, now: Date): boolean {
  return answersSealed(
    {
      sealedAnswers: integrityOf(project.settings.integrity).sealedAnswers,
      productDeadline: null,
      projectDeadline: project.questionsSubmissionDeadline,
      unsealedAt: project.answersUnsealedAt,
    },
    now,
  );
}

/** The seals of several projects (null where the feature is off), their approvals read in one statement. */
export async function answersSeals(db: Database, list: readonly SealedProject[]): Promise<Array<AnswersSeal | null>> {
  const sealing = list.filter((project) => integrityOf(project.settings.integrity).sealedAnswers);
  const rows =
    sealing.length === 0
      ? []
      : await db
          .select()
          .from(unsealApprovals)
          .where(
            inArray(
              unsealApprovals.projectId,
              sealing.map((project) => project.id),
            ),
          )
          .orderBy(asc(unsealApprovals.createdAt), asc(unsealApprovals.id));
  const now = new Date();
  return list.map((project) =>
    integrityOf(project.settings.integrity).sealedAnswers
      ? {
          sealed: projectSealed(project, now),
          opensAt: sealOpensAt({ productDeadline: null, projectDeadline: project.questionsSubmissionDeadline }),
          unsealedAt: project.answersUnsealedAt,
          approvals: rows.filter((row) => row.projectId === project.id),
        }
      : null,
  );
}

/**
 * Issue 37 item 1, opening early: a user with MANAGE_PROJECT_STATE (checked by the field) on a project of their
 * tenant whose answers are sealed asks, with a reason of 1–500 characters; each request is recorded (append only),
 * the same user counts once, and the second different user's request opens the project's answers. The project row is
 * locked so that two requests at once count as two.
 */
export async function approveAnswersUnseal(
  app: AppContext,
  viewer: Viewer,
  projectId: string,
  reason: string,
): Promise<AnswersSeal> {
  const { project } = await findBrokerProject(app.db, viewer, projectId);
  const given = unsealReason(reason);
  if (given === null) throw badInput(SEALED_ANSWERS_MESSAGES.badReason, { reason: SEALED_ANSWERS_MESSAGES.badReason });
  const saved = await app.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(projects).where(eq(projects.id, project.id)).for('update');
    if (!locked || !projectSealed(locked, new Date())) throw badInput(SEALED_ANSWERS_MESSAGES.notSealed);
    const earlier = await tx
      .select({ userId: unsealApprovals.userId })
      .from(unsealApprovals)
      .where(eq(unsealApprovals.projectId, project.id));
    if (earlier.some((row) => row.userId === viewer.user.id)) throw badInput(SEALED_ANSWERS_MESSAGES.alreadyApproved);
    const userName = `${viewer.user.firstName} ${viewer.user.lastName}`.trim() || viewer.user.email;
    await tx.insert(unsealApprovals).values({ projectId: project.id, userId: viewer.user.id, userName, reason: given });
    const people = new Set([...earlier.map((row) => row.userId), viewer.user.id]);
    if (people.size < UNSEAL_APPROVALS_NEEDED) return locked;
    const [opened] = await tx
      .update(projects)
      .set({ answersUnsealedAt: new Date() })
      .where(eq(projects.id, project.id))
      .returning();
    return opened ?? locked;
  });
  const [seal] = await answersSeals(app.db, [saved]);
  if (!seal) throw badInput(SEALED_ANSWERS_MESSAGES.notSealed);
  return seal;
}
