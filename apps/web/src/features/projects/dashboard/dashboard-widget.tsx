import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode, Ref } from 'react';

interface DashboardWidgetProps {
  title: string;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/** One card of the project dashboard with its heading. */
export function DashboardWidget({ title, children, ref }: DashboardWidgetProps) {
  return (
    <Card variant="outlined" ref={ref} component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
