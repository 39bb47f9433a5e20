import { Alert, Box, Container, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { toUserMessage } from '../lib/errors';

interface ListPageLayoutProps {
  title: string;
  /** Buttons beside the heading, e.g. Add or Invite. */
  actions?: ReactNode;
  /** A failed list query, shown as an error above the table. */
  error?: unknown;
  children: ReactNode;
}

/** The frame of a list page: heading with its actions, the list query's error if any, then the table. */
export function ListPageLayout({ title, actions, error, children }: ListPageLayoutProps) {
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {toUserMessage(error)}
        </Alert>
      ) : null}
      {children}
    </Container>
  );
}
