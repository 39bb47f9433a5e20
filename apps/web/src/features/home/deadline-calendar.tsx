import { useQuery } from '@apollo/client/react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { DEADLINE_LIMITS, DEADLINE_MESSAGES, firstUpcoming, type ProjectRelation } from '@shortlist/domain';
import { useState } from 'react';
import { toUserMessage } from '../../lib/errors';
import { useAccess } from '../../lib/session';
import { type CalendarMonth, dayShort, monthOf, monthRange, projectDayKey, upcomingRange } from './calendar-month';
import { DeadlineList, deadlineRows } from './deadline-list';
import { ProjectDeadlinesDocument } from './home-documents';
import { MonthGrid } from './month-grid';

interface DeadlineCalendarProps {
  /** How the listed projects open: buy side → dashboard or preview, supplier → invitation preview. */
  projectRole?: ProjectRelation;
  /** The current instant (tests pass a fixed one). */
  now?: Date;
}

/**
 * Spec 2 §2 Home lists, deadline calendar: a month grid with the days that hold deadlines marked and, beside it, the
 * first 5 upcoming deadlines (names cut at 30); picking a day lists that day's deadlines instead (names cut at 40).
 */
export function DeadlineCalendar({ projectRole = 'BUY_SIDE', now: givenNow }: DeadlineCalendarProps) {
  const can = useAccess();
  const [now] = useState(() => givenNow ?? new Date());
  const today = projectDayKey(now);
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(now));
  const [picked, setPicked] = useState<string | null>(null);
  const [focusKey, setFocusKey] = useState(today);

  const upcoming = useQuery(ProjectDeadlinesDocument, {
    variables: upcomingRange(now),
    fetchPolicy: 'cache-and-network',
  });
  const monthly = useQuery(ProjectDeadlinesDocument, {
    variables: monthRange(month),
    fetchPolicy: 'cache-and-network',
  });
  const monthDeadlines = deadlineRows(monthly.data?.projectDeadlines ?? []);
  const counts = new Map<string, number>();
  for (const deadline of monthDeadlines) {
    const key = projectDayKey(deadline.date);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }

  const shown = picked
    ? monthDeadlines.filter((deadline) => projectDayKey(deadline.date) === picked)
    : firstUpcoming(deadlineRows(upcoming.data?.projectDeadlines ?? []), now);
  const active = picked ? monthly : upcoming;
  const error = upcoming.error ?? monthly.error;

  return (
    <Card variant="outlined" component="section" aria-label="Deadlines" sx={{ mb: 3 }}>
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          Deadlines
        </Typography>
        {error ? <Alert severity="error">{toUserMessage(error)}</Alert> : null}
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 320px) 1fr' } }}>
          <MonthGrid
            month={month}
            onMonthChange={(next) => {
              // A picked day belongs to the month shown; another month starts from the upcoming list.
              setMonth(next);
              setPicked(null);
            }}
            today={today}
            picked={picked}
            onPick={(key) => setPicked((current) => (current === key ? null : key))}
            counts={counts}
            focusKey={focusKey}
            onFocusKeyChange={setFocusKey}
          />
          <Box component="section" aria-label={picked ? `Deadlines on ${dayShort(picked)}` : 'Upcoming Deadlines'}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1 }}>
                {picked ? `Deadlines on ${dayShort(picked)}` : 'Upcoming Deadlines'}
              </Typography>
              {picked ? (
                <Button size="small" onClick={() => setPicked(null)}>
                  Show upcoming deadlines
                </Button>
              ) : null}
            </Box>
            {active.loading && !active.data ? <LinearProgress aria-label="Loading deadlines" /> : null}
            {active.data ? (
              <DeadlineList
                deadlines={shown}
                nameMax={picked ? DEADLINE_LIMITS.pickedNameMax : DEADLINE_LIMITS.nameMax}
                showDate={!picked}
                projectRole={projectRole}
                canViewDashboard={can('VIEW_DASHBOARD')}
                emptyText={picked ? DEADLINE_MESSAGES.noneOnDay : DEADLINE_MESSAGES.none}
              />
            ) : null}
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}
