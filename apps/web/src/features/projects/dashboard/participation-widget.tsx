import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { DASHBOARD_EMPTY, participationByLabel } from '@shortlist/domain';
import { DashboardWidget } from './dashboard-widget';
import { type DashboardFigures, WidgetEmpty, WidgetLoading } from './widget-parts';

export const PARTICIPATION_TITLE = 'Supplier Participation';

/** Spec 2 §9 PUBLISHED: the supplier participation list, counts per participation status in the list's order. */
export function ParticipationWidget({ participation }: { participation?: DashboardFigures['participation'] }) {
  const rows = participation ? participationByLabel(participation) : [];
  return (
    <DashboardWidget title={PARTICIPATION_TITLE}>
      {!participation ? <WidgetLoading label="participation" /> : null}
      {participation && rows.length === 0 ? <WidgetEmpty>{DASHBOARD_EMPTY.participation}</WidgetEmpty> : null}
      {rows.length > 0 ? (
        <List dense aria-label="Suppliers by participation status">
          {rows.map((row) => (
            <ListItem key={row.label} divider>
              <ListItemText primary={row.label} />
              <Typography sx={{ fontWeight: 'bold' }}>{row.count}</Typography>
            </ListItem>
          ))}
        </List>
      ) : null}
    </DashboardWidget>
  );
}
