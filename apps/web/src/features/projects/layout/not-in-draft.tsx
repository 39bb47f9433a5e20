import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { useAccess } from '../../../lib/session';
import { projectDashboardPath } from '../projects-paths';
import { useProject } from './use-project';

/**
 * Spec 2 §2, spec 3 §2: a project page that is not in Draft (Project Review, Questions, Suppliers). A DRAFT project
 * goes to its dashboard for VIEW_DASHBOARD, otherwise it is not found.
 */
export function NotInDraft({ children }: { children: ReactNode }) {
  const { project } = useProject();
  const can = useAccess();
  if (project?.status !== 'DRAFT') return children;
  return can('VIEW_DASHBOARD') ? <Navigate to={projectDashboardPath(project.id)} replace /> : <NotFoundPage />;
}
