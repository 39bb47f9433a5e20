import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import {
  canAcceptInvitation,
  canDeclineInvitation,
  participationLabel,
  supplierSeesQuestions,
} from '@shortlist/domain';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { invitationPreviewPath, invitationQuestionsPath } from '../../../lib/invitation-paths';
import { supplierFaqPath } from '../../faq';
import { SupplierProjectDates } from './supplier-project-dates';
import { SupplierProjectFrame } from './supplier-project-frame';
import { SupplierProjectHeader } from './supplier-project-header';
import { SupplierResultCard } from './supplier-result-card';
import { useInvitationDialogs } from './use-invitation-dialogs';
import type { InvitationViewProps } from './use-supplier-project';

/** Spec 2 §2 /invite-to-project/{id}/details/{productId}: the project intro and the manage-participation dialog. */
export function InvitationDetailsPage() {
  return (
    <SupplierProjectFrame>
      {(project, product, hash) => <InvitationDetails project={project} product={product} hash={hash} />}
    </SupplierProjectFrame>
  );
}

function InvitationDetails({ project, product, hash }: InvitationViewProps) {
  const [managing, setManaging] = useState(false);
  const mayOpenQuestions = project.signedIn && supplierSeesQuestions(project.status, product.participationStatus);
  return (
    <Stack spacing={3}>
      <SupplierProjectHeader project={project} />
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={() => setManaging(true)}>
          Manage Participation
        </Button>
        {mayOpenQuestions ? (
          <Button variant="contained" component={RouterLink} to={invitationQuestionsPath(project.id, product.id, hash)}>
            Answer Questions
          </Button>
        ) : null}
        <Button component={RouterLink} to={invitationPreviewPath(project.id, product.id, hash)}>
          Back to Preview
        </Button>
        <Button component={RouterLink} to={supplierFaqPath(project.id, hash)}>
          Project FAQ
        </Button>
      </Stack>
      <SupplierResultCard project={project} product={product} />
      {project.intro ? <Typography sx={{ whiteSpace: 'pre-line' }}>{project.intro}</Typography> : null}
      {project.description ? <Typography sx={{ whiteSpace: 'pre-line' }}>{project.description}</Typography> : null}
      <SupplierProjectDates project={project} />
      <ManageParticipationDialog
        open={managing}
        onClose={() => setManaging(false)}
        project={project}
        product={product}
        hash={hash}
      />
    </Stack>
  );
}

/**
 * The product's participation and what may be done with it now: accept (signed in) and decline while the project
 * is published or awaiting answers.
 */
function ManageParticipationDialog({
  open,
  onClose,
  project,
  product,
  hash,
}: InvitationViewProps & { open: boolean; onClose: () => void }) {
  const id = useId();
  const { askAccept, askDecline, dialogs } = useInvitationDialogs(project, product, hash);
  const mayAccept = project.signedIn && canAcceptInvitation(project.status, product.participationStatus);
  const mayDecline = canDeclineInvitation(project.status, product.participationStatus);
  return (
    <>
      <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="xs" fullWidth>
        <DialogTitle id={`${id}-title`}>Manage Participation</DialogTitle>
        <DialogContent>
          <Typography>
            {product.productName}: {participationLabel(product.participationStatus)}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          {mayDecline ? <Button onClick={askDecline}>Decline Invitation</Button> : null}
          {mayAccept ? (
            <Button variant="contained" onClick={askAccept}>
              Accept Invitation
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
      {dialogs}
    </>
  );
}
