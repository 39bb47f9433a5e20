import { forbidden } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';

/** Retention is the platform administrators' (ADMIN with MANAGE_BROKERS, not acting on behalf of a company). */
export function assertPlatformAdministrator(viewer: Viewer): void {
  if (viewer.user.type !== 'ADMIN' || !viewer.privileges.has('MANAGE_BROKERS') || viewer.actingOnBehalf) {
    throw forbidden();
  }
}
