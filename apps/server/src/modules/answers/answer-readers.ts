import type { Privilege } from '@shortlist/domain';
import { isBuySideUser } from '../../core/tenancy/index.js';
import type { Viewer } from '../../core/viewer/index.js';

/** Spec 2 §6: the buy side reads its suppliers' answers (and opens their files) with either privilege. */
export const ANSWER_READER_PRIVILEGES = [
  'MANAGE_PROJECT_STATE',
  'READ_SCORING',
] as const satisfies readonly Privilege[];

/** Whether the viewer is a buy-side user who may read suppliers' answers (the project's own rule comes on top). */
export const readsAnswers = (viewer: Viewer): boolean =>
  isBuySideUser(viewer) && ANSWER_READER_PRIVILEGES.some((privilege) => viewer.privileges.has(privilege));
