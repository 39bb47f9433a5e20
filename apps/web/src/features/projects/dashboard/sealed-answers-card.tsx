import { useQuery } from '@apollo/client/react';
import { Button, List, ListItem, Typography } from '@mui/material';
import { type ProjectStatus, SEALED_ANSWERS_TEXTS, UNSEAL_APPROVALS_NEEDED } from '@shortlist/domain';
import { useState } from 'react';
import { AnswersSealDocument } from '../project-dashboard-documents';
import { DashboardWidget } from './dashboard-widget';
import { OpenEarlyDialog } from './open-early-dialog';

interface SealedAnswersCardProps {
  project: { id: string; status: ProjectStatus };
  /** MANAGE_PROJECT_STATE: may ask to open the answers early. */
  canManage: boolean;
}

/**
 * Issue 37 sealed answers, in AWAITING with the feature on: until when the answers are sealed, the requests to open
 * them early so far and Open early (a second person is needed); once opened early, when and by whom.
 */
export function SealedAnswersCard({ project, canManage }: SealedAnswersCardProps) {
  const awaiting = project.status === 'AWAITING';
  const { data } = useQuery(AnswersSealDocument, {
    variables: { id: project.id },
    skip: !awaiting,
    fetchPolicy: 'cache-and-network',
  });
  const [opening, setOpening] = useState(false);
  const seal = awaiting ? data?.project.answersSeal : null;
  if (!seal) return null;
  const openedEarly = seal.unsealedAt && seal.approvals.length >= UNSEAL_APPROVALS_NEEDED;
  if (!seal.sealed && !openedEarly) return null;
  return (
    <DashboardWidget title={SEALED_ANSWERS_TEXTS.title}>
      <Typography>
        {openedEarly && seal.unsealedAt
          ? SEALED_ANSWERS_TEXTS.openedEarly(
              seal.unsealedAt,
              seal.approvals.map((approval) => approval.userName),
            )
          : SEALED_ANSWERS_TEXTS.sealedUntil(seal.opensAt)}
      </Typography>
      {seal.approvals.length > 0 ? (
        <List dense aria-label="Requests to open early">
          {seal.approvals.map((approval) => (
            <ListItem key={`${approval.userName}-${approval.createdAt}`} disableGutters>
              {SEALED_ANSWERS_TEXTS.approval(approval.userName, approval.createdAt, approval.reason)}
            </ListItem>
          ))}
        </List>
      ) : null}
      {seal.sealed && canManage ? (
        <Button variant="outlined" onClick={() => setOpening(true)}>
          {SEALED_ANSWERS_TEXTS.openEarly}
        </Button>
      ) : null}
      {opening ? <OpenEarlyDialog projectId={project.id} onClose={() => setOpening(false)} /> : null}
    </DashboardWidget>
  );
}
