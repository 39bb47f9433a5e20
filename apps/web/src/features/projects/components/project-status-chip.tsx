import { Chip } from '@mui/material';
import {
  type ProjectRelation,
  type ProjectStatus,
  type ProjectType,
  statusChipColor,
  statusLabel,
} from '@shortlist/domain';

interface ProjectStatusChipProps {
  status: ProjectStatus;
  type: ProjectType;
  role?: ProjectRelation;
}

/** Spec 2 §4 Status labels with the chip colour. */
export function ProjectStatusChip({ status, type, role = 'BUY_SIDE' }: ProjectStatusChipProps) {
  return <Chip size="small" label={statusLabel(status, type, role)} color={statusChipColor(status)} />;
}
