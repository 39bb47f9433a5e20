import { useQuery } from '@apollo/client/react';
import { Button, Tooltip } from '@mui/material';
import { STATUS_EMAIL_MESSAGES } from '@shortlist/domain';
import { useState } from 'react';
import type { ProjectRecord } from '../layout/use-project';
import { SelectRecipientsDialog } from './select-recipients-dialog';
import { ProjectSupplierCountDocument } from './status-email-documents';

/**
 * Spec 2 §6 Send Project Status tool (MANAGE_PROJECT_STATE, like the widget that shows it): opens Select Recipients.
 * Spec 2 §8: disabled, with its tooltip, while the project has no supplier.
 */
export function SendStatusEmailButton({ project }: { project: Pick<ProjectRecord, 'id'> }) {
  const [open, setOpen] = useState(false);
  const { data } = useQuery(ProjectSupplierCountDocument, {
    variables: { id: project.id },
    fetchPolicy: 'cache-and-network',
  });
  const noSupplier = data?.project?.supplierCount === 0;
  const button = (
    <Button variant="outlined" onClick={() => setOpen(true)} disabled={noSupplier}>
      Send Project Status
    </Button>
  );
  return (
    <>
      {noSupplier ? (
        <Tooltip title={STATUS_EMAIL_MESSAGES.noSupplier}>
          {/* A disabled button takes no pointer events; its wrapper shows the tooltip. */}
          <span style={{ display: 'grid' }}>{button}</span>
        </Tooltip>
      ) : (
        button
      )}
      {open ? <SelectRecipientsDialog projectId={project.id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
