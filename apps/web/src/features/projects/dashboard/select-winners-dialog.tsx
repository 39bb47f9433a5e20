import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
} from '@mui/material';
import { compareScoredProducts, type ScoredProduct, WINNER_TEXTS } from '@shortlist/domain';
import { useId, useState } from 'react';
import { toUserMessage } from '../../../lib/errors';
import { ProjectDashboardDocument, SelectWinnersDocument } from '../project-dashboard-documents';
import { WinnerSensitivityPanel } from './winner-sensitivity-panel';

interface SelectWinnersDialogProps {
  projectId: string;
  /** The dashboard's scored products; only accepted ones with submitted answers are offered. */
  products: readonly ScoredProduct[];
  /** Issue 37: the project has "What would flip the winner" on. */
  showSensitivity?: boolean;
  onClose: () => void;
}

/**
 * Spec 2 §4 Select Winners: one checkbox per accepted product with submitted answers (vendor and product, with its
 * score), the best-scoring first; the button completes the project with the products checked. Mount it while open.
 */
export function SelectWinnersDialog({ projectId, products, showSensitivity, onClose }: SelectWinnersDialogProps) {
  const titleId = useId();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [selectWinners, { loading }] = useMutation(SelectWinnersDocument, {
    refetchQueries: [{ query: ProjectDashboardDocument, variables: { id: projectId } }],
  });
  const candidates = products.filter((product) => product.accepted && product.submitted).sort(compareScoredProducts);

  const toggle = (id: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  const submit = async () => {
    setError(null);
    try {
      await selectWinners({ variables: { projectId, productIds: [...chosen] } });
      onClose();
    } catch (failure) {
      setError(toUserMessage(failure));
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{WINNER_TEXTS.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{candidates.length > 0 ? WINNER_TEXTS.intro : WINNER_TEXTS.noCandidates}</DialogContentText>
        <FormGroup sx={{ mt: 1 }}>
          {candidates.map((product) => (
            <FormControlLabel
              key={product.id}
              control={
                <Checkbox
                  checked={chosen.has(product.id)}
                  onChange={(event) => toggle(product.id, event.target.checked)}
                  disabled={loading}
                />
              }
              label={`${product.name} · ${WINNER_TEXTS.score(product.score)}`}
            />
          ))}
        </FormGroup>
        {showSensitivity && candidates.length > 0 ? <WinnerSensitivityPanel projectId={projectId} /> : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={loading || chosen.size === 0}>
          {WINNER_TEXTS.submit}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
