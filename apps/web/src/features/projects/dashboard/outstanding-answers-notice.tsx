import { useQuery } from '@apollo/client/react';
import { Alert, AlertTitle, List, ListItem } from '@mui/material';
import { formatDate, type ProjectStatus } from '@shortlist/domain';
import { OutstandingAnswersDocument } from '../project-dashboard-documents';

export const OUTSTANDING_ANSWERS_TITLE = 'Answers are outstanding';

/**
 * Spec 2 §4: in SCORING, the products given their own deadline (Choice Products for Scoring) that have not submitted
 * yet, each with the day its answers are due; nothing otherwise. The dashboard and the scoring page show it.
 */
export function OutstandingAnswersNotice({ project }: { project: { id: string; status: ProjectStatus } }) {
  const scoring = project.status === 'SCORING';
  const { data } = useQuery(OutstandingAnswersDocument, {
    variables: { id: project.id },
    skip: !scoring,
    fetchPolicy: 'cache-and-network',
  });
  const outstanding = scoring ? (data?.project.outstandingAnswers ?? []) : [];
  if (outstanding.length === 0) return null;
  return (
    <Alert severity="info" role="status" aria-label={OUTSTANDING_ANSWERS_TITLE}>
      <AlertTitle>{OUTSTANDING_ANSWERS_TITLE}</AlertTitle>
      These suppliers are still answering; their answers are scored once submitted.
      <List dense disablePadding>
        {outstanding.map((product) => (
          <ListItem key={product.productId} disableGutters>
            {product.name}: answers due by {formatDate(product.deadline)}
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
