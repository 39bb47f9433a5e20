import { Box, Chip, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { DASHBOARD_EMPTY } from '@shortlist/domain';
import { DashboardWidget } from './dashboard-widget';
import { type DashboardFigures, WidgetEmpty, WidgetLoading } from './widget-parts';

export const SCORING_TITLE = 'Scoring';

/** Where a product stands: declined, still answering, or its answers submitted (and so open to scoring). */
const productState = (product: { accepted: boolean; submitted: boolean }) => {
  if (!product.accepted) return 'Not accepted';
  return product.submitted ? 'Answers submitted' : 'Answering';
};

/**
 * Spec 2 §9 scoring widget: how many accepted suppliers have submitted their answers, the share of rated answers
 * among accepted products (scoring completeness) and the products by score — the winner first, accepted suppliers by
 * score, declined after (the server's order).
 */
export function ScoringWidget({ scoring }: { scoring?: DashboardFigures['scoring'] }) {
  if (!scoring) {
    return (
      <DashboardWidget title={SCORING_TITLE}>
        <WidgetLoading label="scoring" />
      </DashboardWidget>
    );
  }
  return (
    <DashboardWidget title={SCORING_TITLE}>
      {scoring.products.length === 0 ? (
        <WidgetEmpty>{DASHBOARD_EMPTY.scoring}</WidgetEmpty>
      ) : (
        <Stack spacing={2}>
          <Typography>{submittedLine(scoring.products)}</Typography>
          <Box>
            <LinearProgress variant="determinate" value={scoring.ratedPercent} aria-label="Answers rated" />
            <Typography variant="caption" color="text.secondary">
              {`${scoring.ratedPercent}% of answers rated`}
            </Typography>
          </Box>
          <List dense aria-label="Products by score">
            {scoring.products.map((product, index) => (
              <ListItem key={product.id} divider>
                <ListItemText primary={`${index + 1}. ${product.name}`} secondary={productState(product)} />
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  {product.winner ? <Chip size="small" color="success" label="Winner" /> : null}
                  <Typography sx={{ fontWeight: 'bold', minWidth: 32, textAlign: 'right' }}>{product.score}</Typography>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Stack>
      )}
    </DashboardWidget>
  );
}

function submittedLine(products: DashboardFigures['scoring']['products']): string {
  const accepted = products.filter((product) => product.accepted);
  const submitted = accepted.filter((product) => product.submitted).length;
  return `${submitted} of ${accepted.length} accepted ${accepted.length === 1 ? 'supplier has' : 'suppliers have'} submitted answers`;
}
