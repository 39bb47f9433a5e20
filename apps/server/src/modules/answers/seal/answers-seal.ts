import {
  answersSealed,
  integrityOf,
  SEALED_ANSWERS_MESSAGES,
  sealOpensAt,
  UNSEAL_APPROVALS_NEEDED,
  unsealReason,
} from '@shortlist/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../../app-context.js';
import { recordAudit, viewerActor } from '../../../core/audit/index.js';
import { badInput } from '../../../core/errors.js';
import {
  answersSealed as answersSealedSql,
  findBrokerProject,
  type ProjectRow,
  someAnswersHidden,
} from '../../../core/tenancy/index.js';
import type { Viewer } from '../../../core/viewer/index.js';
import type { Database } from '../../../db/client.js';
import { projectProducts, projects, unsealApprovals } from '../../../db/schema/index.js';

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

/**
 * Per project, its products whose answers are sealed now: the latest deadline among them, and whether one has none
 * (then the answers open only early). One statement.
 */
function sealedProducts(db: Database, projectIds: string[]) {
  const deadline = sql`coalesce(${projectProducts.answersSubmitDeadline}, ${projects.questionsSubmissionDeadline})`;
  return db
    .select({
      projectId: projectProducts.projectId,
      latest: sql<Date | null>`max(${deadline})`.mapWith((value) => (value === null ? null : new Date(value))),
      openEnded: sql<boolean>`bool_or(${deadline} is null)`,
    })
    .from(projectProducts)
    .innerJoin(projects, eq(projects.id, projectProducts.projectId))
    .where(and(inArray(projectProducts.projectId, projectIds), answersSealedSql))
    .groupBy(projectProducts.projectId);
}

const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * The seals of several projects (null where the feature is off): sealed while the project's deadline is ahead or
 * some product's own deadline is; their approvals and sealed products read in two statements.
 */
export async function answersSeals(db: Database, list: readonly SealedProject[]): Promise<Array<AnswersSeal | null>> {
  const sealing = list.filter((project) => integrityOf(project.settings.integrity).sealedAnswers);
  const ids = sealing.map((project) => project.id);
  const [rows, products] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          db
            .select()
            .from(unsealApprovals)
            .where(inArray(unsealApprovals.projectId, ids))
            .orderBy(asc(unsealApprovals.createdAt), asc(unsealApprovals.id)),
          sealedProducts(db, ids),
        ]);
  const now = new Date();
  return list.map((project) => {
    if (!integrityOf(project.settings.integrity).sealedAnswers) return null;
    const own = projectSealed(project, now);
    const product = products.find((row) => row.projectId === project.id);
    const projectDeadline = sealOpensAt({
      productDeadline: null,
      projectDeadline: project.questionsSubmissionDeadline,
    });
    return {
      sealed: own || product !== undefined,
      opensAt: product
        ? product.openEnded
          ? null
          : later(product.latest, own ? projectDeadline : null)
        : projectDeadline,
      unsealedAt: project.answersUnsealedAt,
      approvals: rows.filter((row) => row.projectId === project.id),
    };
  });
}

/**
 * Issue 37 item 1, opening early: a user with MANAGE_PROJECT_STATE (checked by the field) on a project of their
 * tenant whose answers are sealed asks, with a reason of 1–500 characters; each request is recorded (append only),
 * the same user counts once, and the second different user's request opens the project's answers. The project row is
 * locked so that two requests at once count as two.
 */
const projectTarget = (project: { id: string; name: string }) => ({
  type: 'project',
  id: project.id,
  label: project.name,
});

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
    const sealed = locked && (projectSealed(locked, new Date()) || (await someAnswersHidden(tx, locked.id)));
    if (!locked || !sealed) throw badInput(SEALED_ANSWERS_MESSAGES.notSealed);
    const earlier = await tx
      .select({ userId: unsealApprovals.userId })
      .from(unsealApprovals)
      .where(eq(unsealApprovals.projectId, project.id));
    if (earlier.some((row) => row.userId === viewer.user.id)) throw badInput(SEALED_ANSWERS_MESSAGES.alreadyApproved);
    const userName = `${viewer.user.firstName} ${viewer.user.lastName}`.trim() || viewer.user.email;
    await tx.insert(unsealApprovals).values({ projectId: project.id, userId: viewer.user.id, userName, reason: given });
    const people = new Set([...earlier.map((row) => row.userId), viewer.user.id]);
    const audit = { project: { id: project.id, name: project.name }, target: projectTarget(project) };
    await recordAudit(tx, viewerActor(viewer), {
      kind: 'answers.unseal_approved',
      ...audit,
      after: { approvals: people.size },
    });
    if (people.size < UNSEAL_APPROVALS_NEEDED) return locked;
    const [opened] = await tx
      .update(projects)
      .set({ answersUnsealedAt: new Date() })
      .where(eq(projects.id, project.id))
      .returning();
    await recordAudit(tx, viewerActor(viewer), { kind: 'answers.unsealed', ...audit, after: { sealed: false } });
    return opened ?? locked;
  });
  const [seal] = await answersSeals(app.db, [saved]);
  if (!seal) throw badInput(SEALED_ANSWERS_MESSAGES.notSealed);
  return seal;
}
