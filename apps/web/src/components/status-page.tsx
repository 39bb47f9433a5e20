import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { CardPageLayout } from './card-page-layout';

interface StatusPageProps {
  title: string;
  message: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A page that only tells the user something: not found, access denied, errors, confirmations. */
export function StatusPage({ title, message, children, actions }: StatusPageProps) {
  return (
    <CardPageLayout title={title} maxWidth={560}>
      <Typography sx={{ mb: 2 }}>{message}</Typography>
      {children}
      {actions === undefined ? null : (
        <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
          {actions}
        </Stack>
      )}
    </CardPageLayout>
  );
}
