import {
  Alert,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { CONSENSUS_MESSAGES, calibrationPosition, formatMeanDifference, ratingName } from '@shortlist/domain';
import { useId, useState } from 'react';
import type { CalibrationQuery } from '../../gql/graphql';
import { ConsensusForm } from './consensus-form';

type CalibrationData = CalibrationQuery['calibration'];
export type CalibrationItemData = CalibrationData['items'][number];

export interface ConsensusRequest {
  answerId: string;
  rating: number;
  reason: string;
}

interface CalibrationViewProps {
  calibration: CalibrationData;
  onRecord: (request: ConsensusRequest) => Promise<void>;
}

/**
 * Issue 37 item 4: the evaluators' mean differences, then the answers whose ratings disagree, one at a time (Previous
 * / Next), each with its original ratings and a form for the agreed rating; saving moves on to the next.
 */
export function CalibrationView({ calibration, onRecord }: CalibrationViewProps) {
  const [index, setIndex] = useState(0);
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const { items } = calibration;
  const current = items[Math.min(index, items.length - 1)];
  const move = (to: number) => {
    setIndex(to);
    setSaved(false);
  };
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Calibration
      </Typography>
      <EvaluatorsTable evaluators={calibration.evaluators} />
      <Box component="section" aria-labelledby={headingId}>
        <Typography id={headingId} variant="h6" component="h2">
          Disagreements
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Answers whose ratings across branches are {calibration.threshold} points apart or more.
        </Typography>
        {current ? (
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Button onClick={() => move(index - 1)} disabled={index === 0}>
                Previous
              </Button>
              <Typography role="status">{calibrationPosition(index, items.length)}</Typography>
              <Button onClick={() => move(index + 1)} disabled={index >= items.length - 1}>
                Next
              </Button>
            </Stack>
            {saved ? <Alert severity="success">{CONSENSUS_MESSAGES.recorded}</Alert> : null}
            <ItemCard key={current.answerId} item={current} scoringType={calibration.scoringType} />
            {calibration.open && current.flagged ? (
              <ConsensusForm
                key={`form-${current.answerId}`}
                scoringType={calibration.scoringType}
                onSubmit={async (rating, reason) => {
                  await onRecord({ answerId: current.answerId, rating, reason });
                  if (index < items.length - 1) setIndex(index + 1);
                  setSaved(true);
                }}
              />
            ) : null}
          </Stack>
        ) : (
          <Typography>{CONSENSUS_MESSAGES.nothingDisagrees}</Typography>
        )}
      </Box>
    </Stack>
  );
}

function EvaluatorsTable({ evaluators }: { evaluators: CalibrationData['evaluators'] }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2">
        Evaluators
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Mean difference: how far each evaluator’s ratings sit above (+) or below (−) the others’ on the same answers.
      </Typography>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-labelledby={headingId}>
          <TableHead>
            <TableRow>
              <TableCell>Evaluator</TableCell>
              <TableCell align="right">Ratings</TableCell>
              <TableCell align="right">Mean difference</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {evaluators.map((evaluator) => (
              <TableRow key={evaluator.userId}>
                <TableCell>{evaluator.name}</TableCell>
                <TableCell align="right">{evaluator.ratings}</TableCell>
                <TableCell align="right">{formatMeanDifference(evaluator.meanDifference ?? null)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function ItemCard({ item, scoringType }: { item: CalibrationItemData; scoringType: CalibrationData['scoringType'] }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="article" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography variant="overline" component="p">
        {item.sectionName}
      </Typography>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere' }}>
        {item.questionLabel}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{item.productName}</Typography>
      <Typography variant="body2" color="text.secondary">
        Spread {item.spread}
      </Typography>
      <List dense aria-label="Original ratings">
        {item.originals.map((original) => (
          <ListItem key={`${original.branchId ?? 'shared'}`} disableGutters>
            <ListItemText
              primary={`${original.scopeName}: ${ratingName(scoringType, original.rating)}`}
              secondary={original.raterName ? `Rated by ${original.raterName}` : null}
            />
          </ListItem>
        ))}
      </List>
      {item.consensus ? (
        <Alert severity="info">
          Consensus {ratingName(scoringType, item.consensus.rating)}, by {item.consensus.decidedByName}:{' '}
          {item.consensus.reason}
        </Alert>
      ) : null}
      {item.history.length > 1 ? (
        <List dense aria-label="Earlier consensus">
          {item.history.slice(1).map((record) => (
            <ListItem key={record.id} disableGutters>
              <ListItemText
                primary={`${ratingName(scoringType, record.rating)}, by ${record.decidedByName}`}
                secondary={record.reason}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Paper>
  );
}
