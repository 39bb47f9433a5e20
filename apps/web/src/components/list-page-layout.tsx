import { Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface ListPageLayoutProps {
  title: string;
  /** Buttons beside the heading, e.g. Add or Invite. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of a list page: heading with its actions, then the table. */
export function ListPageLayout({ title, actions, children }: ListPageLayoutProps) {
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Container>
  );
}
