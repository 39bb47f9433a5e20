import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { DASHBOARD_EMPTY, percentOf } from '@shortlist/domain';
import { DashboardWidget } from './dashboard-widget';
import { type DashboardFigures, WidgetEmpty, WidgetFigure, WidgetLoading } from './widget-parts';

export const ANSWERS_PROGRESS_TITLE = 'Answers Progress';

/** Spec 2 §9 AWAITING and SCORING: submitted answers rated against unrated, with a progress bar. */
export function AnswersProgressWidget({ answers }: { answers?: DashboardFigures['answers'] }) {
  if (!answers) {
    return (
      <DashboardWidget title={ANSWERS_PROGRESS_TITLE}>
        <WidgetLoading label="answers" />
      </DashboardWidget>
    );
  }
  const total = answers.rated + answers.unrated;
  const percent = percentOf(answers.rated, total);
  return (
    <DashboardWidget title={ANSWERS_PROGRESS_TITLE}>
      {total === 0 ? (
        <WidgetEmpty>{DASHBOARD_EMPTY.answersProgress}</WidgetEmpty>
      ) : (
        <Stack spacing={2}>
          <Stack direction="row" spacing={4}>
            <WidgetFigure label="Rated" value={answers.rated} />
            <WidgetFigure label="Unrated" value={answers.unrated} />
          </Stack>
          <Box>
            <LinearProgress variant="determinate" value={percent} aria-label="Rated answers" />
            <Typography variant="caption" color="text.secondary">
              {`${answers.rated} of ${total} answers rated (${percent}%)`}
            </Typography>
          </Box>
        </Stack>
      )}
    </DashboardWidget>
  );
}
