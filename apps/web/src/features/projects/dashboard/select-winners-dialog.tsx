import { useMutation } from '@apollo/client/react';
import { compareScoredProducts, type ScoredProduct, WINNER_TEXTS } from '@shortlist/domain';
import { useState } from 'react';
import { ChecklistDialog, useCheckedSet } from '../../../components/checklist-dialog';
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
  const { checked, toggle } = useCheckedSet();
  const [error, setError] = useState<string | null>(null);
  const [selectWinners, { loading }] = useMutation(SelectWinnersDocument, {
    refetchQueries: [{ query: ProjectDashboardDocument, variables: { id: projectId } }],
  });
  const candidates = products.filter((product) => product.accepted && product.submitted).sort(compareScoredProducts);

  const submit = async () => {
    setError(null);
    try {
      await selectWinners({ variables: { projectId, productIds: [...checked] } });
      onClose();
    } catch (failure) {
      setError(toUserMessage(failure));
    }
  };

  return (
    <ChecklistDialog
      title={WINNER_TEXTS.title}
      intro={candidates.length > 0 ? WINNER_TEXTS.intro : WINNER_TEXTS.noCandidates}
      items={candidates.map((product) => ({
        id: product.id,
        label: `${product.name} · ${WINNER_TEXTS.score(product.score)}`,
        checked: checked.has(product.id),
      }))}
      onToggle={toggle}
      error={error}
      submitLabel={WINNER_TEXTS.submit}
      busy={loading}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {showSensitivity && candidates.length > 0 ? <WinnerSensitivityPanel projectId={projectId} /> : null}
    </ChecklistDialog>
  );
}
