import { forbidden } from '../../core/errors.js';
import { onBuySide, type Viewer } from '../../core/viewer/index.js';

/**
 * Clients, project types and supplier service types belong to the buy side (spec 1 §2 "broker"): the tenant is the
 * viewer's company, or the company an administrator acts on behalf of. Supplier and client companies have none.
 */
export function assertBuySideTenant(viewer: Viewer): void {
  if (!onBuySide(viewer)) throw forbidden();
}

/**
 * Spec 1 §2: add, edit and delete of project types and supplier service types are hidden for an administrator who
 * looks at the lists of the platform company itself (not acting on behalf of a broker); the server refuses them too.
 */
export function canEditReferenceTypes(viewer: Viewer): boolean {
  return onBuySide(viewer) && !(viewer.user.type === 'ADMIN' && !viewer.actingOnBehalf);
}

export function assertCanEditReferenceTypes(viewer: Viewer): void {
  if (!canEditReferenceTypes(viewer)) throw forbidden();
}

/** Companies are the platform administrators' (spec 1 §2: companies are for admins with MANAGE_BROKERS). */
export function assertAdministrator(viewer: Viewer): void {
  if (viewer.user.type !== 'ADMIN' || !viewer.privileges.has('MANAGE_BROKERS')) throw forbidden();
}
