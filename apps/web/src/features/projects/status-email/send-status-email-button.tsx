import { Button } from '@mui/material';
import { useState } from 'react';
import type { ProjectRecord } from '../layout/use-project';
import { SelectRecipientsDialog } from './select-recipients-dialog';

/** Spec 2 §6 Send Project Status tool (MANAGE_PROJECT_STATE, like the widget that shows it): opens Select Recipients. */
export function SendStatusEmailButton({ project }: { project: Pick<ProjectRecord, 'id'> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Send Project Status
      </Button>
      {open ? <SelectRecipientsDialog projectId={project.id} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
