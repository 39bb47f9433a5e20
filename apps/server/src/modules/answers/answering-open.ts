import { ACCEPTABLE_PARTICIPATIONS } from '@shortlist/domain';
import { inArray } from 'drizzle-orm';
import type { ProjectStatusHook } from '../../core/extensions/index.js';
import type { ProjectRow } from '../../core/tenancy/index.js';
import type { Database } from '../../db/client.js';
import { projectProducts } from '../../db/schema/index.js';
import { deliverSupplierNotices, storeSupplierNotices } from './requests/supplier-notices.js';

/** Who hears that answering is open: the suppliers answering, and those who may still accept and answer. */
const TOLD = ['ACCEPTED', ...ACCEPTABLE_PARTICIPATIONS] as const;

/**
 * Issue 31, spec 1 §3 awaiting answers: the users of every supplier company taking part in the project hear that
 * answering is open and when the answers are due, linked to the product's questionnaire — or, while the invitation
 * is still to be accepted (it may be, in AWAITING), to its invitation. Stored in `db`; deliverSupplierNotices sends
 * them (live, and by e-mail following each user's switches).
 */
export function storeAnsweringOpenNotices(db: Database, project: ProjectRow) {
  return storeSupplierNotices(
    db,
    project,
    inArray(projectProducts.participationStatus, [...TOLD]),
    'AWAITING_ANSWERS',
    ({ participationStatus }) => ({ accepted: participationStatus === 'ACCEPTED' }),
  );
}

/** When a project moves to AWAITING: stored with the status change, delivered once it has committed. */
export const noticeAnsweringOpen: ProjectStatusHook = async ({ app, tx, project, from }) => {
  if (project.kind !== 'PROJECT' || project.status !== 'AWAITING' || from === 'AWAITING') return undefined;
  const notices = await storeAnsweringOpenNotices(tx, project);
  if (notices.length === 0) return undefined;
  return () => deliverSupplierNotices(app, `answering open in project ${project.id}`, notices);
};
