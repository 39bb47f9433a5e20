import { forbidden } from '../../core/errors.js';
import type { Viewer } from '../../core/viewer/index.js';

/**
 * Retention is the platform administrators' (ADMIN with MANAGE_BROKERS); its settings are platform-wide, so acting on
 * behalf of a company changes nothing (the menu offers the page either way).
 */
export function assertPlatformAdministrator(viewer: Viewer): void {
  if (viewer.user.type !== 'ADMIN' || !viewer.privileges.has('MANAGE_BROKERS')) throw forbidden();
}
