import { useQuery } from '@apollo/client/react';
import { AdminViewerDocument } from './on-behalf-documents';

/** The signed-in user's type and on-behalf state (null while loading or signed out). */
export function useAdminViewer() {
  const { data } = useQuery(AdminViewerDocument);
  return data?.profile ?? null;
}

/**
 * Spec 1 §2: add, edit and delete of project types and supplier service types are hidden for an administrator who
 * is not acting on behalf of a company (the server refuses them as well).
 */
export function useCanEditReferenceTypes(): boolean {
  const viewer = useAdminViewer();
  return viewer !== null && (viewer.type !== 'ADMIN' || viewer.actingOnBehalf);
}
