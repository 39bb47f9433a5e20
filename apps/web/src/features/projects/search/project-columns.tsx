import { Link } from '@mui/material';
import type { ProjectRelation } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import type { ProjectsQuery } from '../../../gql/graphql';
import { formatListDate } from '../../../lib/format';
import { ProjectStatusChip } from '../components/project-status-chip';
import { projectTypeLabel } from '../project-labels';
import { projectDashboardPath } from '../projects-paths';

export type ProjectRow = ProjectsQuery['projects']['results'][number];

const name: DataTableColumn<ProjectRow> = {
  field: 'name',
  header: 'Name',
  sortable: true,
  render: (row) =>
    row.role === 'BUY_SIDE' ? (
      <Link component={RouterLink} to={projectDashboardPath(row.id)}>
        {row.name}
      </Link>
    ) : (
      row.name
    ),
};
const projectTypes: DataTableColumn<ProjectRow> = {
  field: 'projectServiceTypes',
  header: 'Project Types',
  render: (row) => row.projectServiceTypes.map((type) => type.label).join(', '),
};
const client: DataTableColumn<ProjectRow> = {
  field: 'client',
  header: 'Client',
  render: (row) => row.client?.name ?? '',
};
const owner: DataTableColumn<ProjectRow> = {
  field: 'owner',
  header: 'Owner',
  render: (row) => row.productOwners.map((person) => person.name).join(', '),
};
const type: DataTableColumn<ProjectRow> = {
  field: 'type',
  header: 'Type',
  sortable: true,
  render: (row) => projectTypeLabel(row.type),
};
const status: DataTableColumn<ProjectRow> = {
  field: 'status',
  header: 'Status',
  sortable: true,
  render: (row) => <ProjectStatusChip status={row.status} type={row.type} role={row.role} />,
};
const createdAt: DataTableColumn<ProjectRow> = {
  field: 'createdAt',
  header: 'Created At',
  sortable: true,
  render: (row) => formatListDate(row.createdAt),
};

/** Spec 2 §2 project list columns per role (this increment lists buy-side and client rows). */
export function projectColumns(role: ProjectRelation | null): readonly DataTableColumn<ProjectRow>[] {
  if (role === 'CLIENT') return [name, type, status, createdAt];
  return [name, projectTypes, client, owner, type, status, createdAt];
}
