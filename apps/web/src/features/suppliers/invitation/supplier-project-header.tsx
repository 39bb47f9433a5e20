import { Stack, Typography } from '@mui/material';
import type { ProjectRelation } from '@shortlist/domain';
import { ProjectStatusChip, projectTypeLabel } from '../../projects';
import type { SupplierProjectRecord } from './use-supplier-project';

/** The relation the status chip reads the status for (a prop named `role`, not an ARIA role). */
const SUPPLIER: ProjectRelation = 'SUPPLIER';

/** The project's name, brokerage firm, type and status as a supplier reads it (spec 2 §4 Status labels). */
export function SupplierProjectHeader({ project }: { project: SupplierProjectRecord }) {
  return (
    <Stack spacing={1}>
      <Typography variant="h4" component="h1">
        {project.name}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary">{project.brokerageFirm}</Typography>
        <Typography color="text.secondary">{projectTypeLabel(project.type)}</Typography>
        <ProjectStatusChip status={project.status} type={project.type} role={SUPPLIER} />
      </Stack>
    </Stack>
  );
}
