import MenuIcon from '@mui/icons-material/Menu';
import { Box, Button, Container, Drawer, useMediaQuery, useTheme } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageProgress } from '../../../components/page-progress';
import { ProjectSideNav } from './project-side-nav';
import { type ProjectRecord, useProject } from './use-project';

interface ProjectLayoutProps {
  children: (project: ProjectRecord, reload: () => Promise<unknown>) => ReactNode;
}

/**
 * The frame of a project's pages: the side navigation (spec 2 §2: sticky beside the page; on mobile in a drawer)
 * and the page. Missing, deleted or failing projects show not found.
 */
export function ProjectLayout({ children }: ProjectLayoutProps) {
  const { project, loading, refetch } = useProject();
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'));
  if (project === null) return loading ? <PageProgress /> : <NotFoundPage />;
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' }}>
        {mobile ? <MobileProjectNav project={project} /> : <ProjectSideNav project={project} />}
        <Box sx={{ minWidth: 0 }}>{children(project, refetch)}</Box>
      </Box>
    </Container>
  );
}

function MobileProjectNav({ project }: { project: ProjectRecord }) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [openedAt, setOpenedAt] = useState(pathname);
  // Following a link in the drawer closes it.
  if (open && pathname !== openedAt) {
    setOpen(false);
    setOpenedAt(pathname);
  }
  return (
    <Box>
      <Button
        variant="outlined"
        startIcon={<MenuIcon />}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen(true);
        }}
      >
        Project Menu
      </Button>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box sx={{ width: 300, p: 1 }}>
          <ProjectSideNav project={project} />
        </Box>
      </Drawer>
    </Box>
  );
}
