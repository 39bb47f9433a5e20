import { Box, ButtonBase, Stack, Typography, useTheme } from '@mui/material';
import { DASHBOARD_EMPTY, type ProjectStatus } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import { useAccess } from '../../../lib/session';
import { isProjectPageOffered, projectQuestionsPath } from '../projects-paths';
import { DashboardWidget } from './dashboard-widget';
import { type DashboardFigures, WidgetEmpty, WidgetLoading } from './widget-parts';

export const STATISTICS_TITLE = 'Questions Statistics';

interface Slice {
  key: 'approved' | 'rejected' | 'unapproved';
  label: string;
  count: number;
  color: string;
}

const RADIUS = 40;
const STROKE = 16;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** An SVG donut of the slices, drawn as dashed circle strokes one after another from 12 o'clock. */
function Donut({ slices, total }: { slices: Slice[]; total: number }) {
  let offset = 0;
  const description = slices.map((slice) => `${slice.count} ${slice.label.toLowerCase()}`).join(', ');
  return (
    <Box
      component="svg"
      viewBox="0 0 100 100"
      role="img"
      aria-label={`Questions: ${description}`}
      sx={{ width: 140, height: 140, flexShrink: 0 }}
    >
      <g transform="rotate(-90 50 50)">
        {slices
          .filter((slice) => slice.count > 0)
          .map((slice) => {
            const length = (slice.count / total) * CIRCUMFERENCE;
            const circle = (
              <circle
                key={slice.key}
                cx="50"
                cy="50"
                r={RADIUS}
                fill="none"
                stroke={slice.color}
                strokeWidth={STROKE}
                strokeDasharray={`${length} ${CIRCUMFERENCE - length}`}
                strokeDashoffset={-offset}
              />
            );
            offset += length;
            return circle;
          })}
      </g>
      <text x="50" y="50" textAnchor="middle" dominantBaseline="central" fontSize="18" fill="currentColor">
        {total}
      </text>
    </Box>
  );
}

/** A legend tile: colour, label and count; a link to the questions page when `to` is given. */
function Tile({ slice, to }: { slice: Slice; to: string | null }) {
  const content = (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', p: 1, width: '100%' }}>
      <Box aria-hidden sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: slice.color, flexShrink: 0 }} />
      <Typography sx={{ flexGrow: 1, textAlign: 'left' }}>{slice.label}</Typography>
      <Typography sx={{ fontWeight: 'bold' }}>{slice.count}</Typography>
    </Stack>
  );
  const frame = { border: 1, borderColor: 'divider', borderRadius: 1, width: '100%' };
  if (to === null) return <Box sx={frame}>{content}</Box>;
  return (
    <ButtonBase component={RouterLink} to={to} aria-label={`${slice.label}: ${slice.count}`} sx={frame}>
      {content}
    </ButtonBase>
  );
}

/**
 * Spec 2 §9 statistics donut in three colours (approved, rejected, unapproved) with a legend of counts; spec 2 §6:
 * the tiles link to the questions page with MANAGE_PROJECT_QUESTIONS, plain tiles without it and in Draft (no
 * Questions tab yet; a template's sections are counted all the same).
 */
export function StatisticsWidget({
  projectId,
  status,
  questions,
}: {
  projectId: string;
  status: ProjectStatus;
  questions?: DashboardFigures['questions'];
}) {
  const theme = useTheme();
  const can = useAccess();
  if (!questions) {
    return (
      <DashboardWidget title={STATISTICS_TITLE}>
        <WidgetLoading label="statistics" />
      </DashboardWidget>
    );
  }
  const slices: Slice[] = [
    { key: 'approved', label: 'Approved', count: questions.approved, color: theme.palette.success.main },
    { key: 'rejected', label: 'Rejected', count: questions.rejected, color: theme.palette.error.main },
    { key: 'unapproved', label: 'Unapproved', count: questions.unapproved, color: theme.palette.warning.main },
  ];
  const linked = can('MANAGE_PROJECT_QUESTIONS') && isProjectPageOffered('questions', status);
  const to = linked ? projectQuestionsPath(projectId) : null;
  return (
    <DashboardWidget title={STATISTICS_TITLE}>
      {questions.total === 0 ? (
        <WidgetEmpty>{DASHBOARD_EMPTY.statistics}</WidgetEmpty>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
          <Donut slices={slices} total={questions.total} />
          <Stack spacing={1} sx={{ flexGrow: 1, width: '100%' }} aria-label="Questions by status">
            {slices.map((slice) => (
              <Tile key={slice.key} slice={slice} to={to} />
            ))}
          </Stack>
        </Stack>
      )}
    </DashboardWidget>
  );
}
