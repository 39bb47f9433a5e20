import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface CardPageLayoutProps {
  title: string;
  children: ReactNode;
  /** Widest the card grows, in pixels. */
  maxWidth?: number;
}

/** A page made of one centred card with the page's heading: sign-in, registration, account and status pages. */
export function CardPageLayout({ title, children, maxWidth = 480 }: CardPageLayoutProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', px: 2, py: { xs: 4, md: 8 } }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography component="h1" variant="h4" gutterBottom>
            {title}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
