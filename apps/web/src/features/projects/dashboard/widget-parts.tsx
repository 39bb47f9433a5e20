import { Box, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { ProjectDashboardQuery } from '../../../gql/graphql';

/** The figures of the dashboard's data widgets (spec 2 §9), as the projectDashboard query answers them. */
export type DashboardFigures = ProjectDashboardQuery['projectDashboard'];

/** A data widget's empty state: its area has nothing to show yet. */
export function WidgetEmpty({ children }: { children: ReactNode }) {
  return (
    <Typography color="text.secondary" sx={{ py: 1 }}>
      {children}
    </Typography>
  );
}

/** Shown inside a data widget while its figures load. */
export function WidgetLoading({ label }: { label: string }) {
  return <LinearProgress aria-label={`Loading ${label}`} />;
}

/** One labelled number of a widget. */
export function WidgetFigure({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="h5" component="p">
        {value}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
