import { Box, Container } from '@mui/material';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageProgress } from '../../../components/page-progress';
import { ProjectSideNav } from './project-side-nav';
import { type ProjectRecord, useProject } from './use-project';

interface ProjectLayoutProps {
  children: (project: ProjectRecord, reload: () => Promise<unknown>) => ReactNode;
}

/** The frame of a project's pages: side navigation and the page. Missing, deleted or failing projects: not found. */
export function ProjectLayout({ children }: ProjectLayoutProps) {
  const { project, loading, refetch } = useProject();
  if (project === null) return loading ? <PageProgress /> : <NotFoundPage />;
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        <ProjectSideNav project={project} />
        <Box sx={{ minWidth: 0 }}>{children(project, refetch)}</Box>
      </Box>
    </Container>
  );
}
