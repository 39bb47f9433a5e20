import { Box, Chip, Link } from '@mui/material';
import { formatDate, type ProjectRelation } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import type { ProjectsQuery } from '../../../gql/graphql';
import { ProjectStatusChip } from '../components/project-status-chip';
import { projectTypeLabel } from '../project-labels';
import { projectLink } from './project-link';

export type ProjectRow = ProjectsQuery['projects']['results'][number];
type Column = DataTableColumn<ProjectRow>;

interface ColumnOptions {
  /** Buy-side names open the dashboard with VIEW_DASHBOARD, else the preview. */
  canViewDashboard: boolean;
}

/** Spec 2 §2: the supplier list marks a project the supplier has not opened yet. */
export function NewBadge() {
  return <Chip size="small" color="primary" label="New" sx={{ ml: 1 }} />;
}

function nameColumn(role: ProjectRelation, { canViewDashboard }: ColumnOptions): Column {
  return {
    field: 'name',
    header: 'Name',
    sortable: true,
    render: (row) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
        {/* A long word (a reference number) may break, so that Type and Status still fit a phone. */}
        <Link component={RouterLink} to={projectLink(role, row.id, canViewDashboard)} sx={{ overflowWrap: 'anywhere' }}>
          {row.name}
        </Link>
        {role === 'SUPPLIER' && row.isNew ? <NewBadge /> : null}
      </Box>
    ),
  };
}

const projectTypes: Column = {
  field: 'projectServiceTypes',
  header: 'Project Types',
  hideOnPhone: true,
  render: (row) => row.projectServiceTypes.map((type) => type.label).join(', '),
};
const client: Column = {
  field: 'client',
  header: 'Client',
  hideOnPhone: true,
  render: (row) => row.client?.name ?? '',
};
const owner: Column = {
  field: 'owner',
  header: 'Owner',
  hideOnPhone: true,
  render: (row) => row.productOwners.map((person) => person.name).join(', '),
};
const brokerageFirm: Column = {
  field: 'brokerageFirm',
  header: 'Brokerage Firm',
  hideOnPhone: true,
  render: (row) => row.brokerageFirm ?? '',
};
const type: Column = { field: 'type', header: 'Type', sortable: true, render: (row) => projectTypeLabel(row.type) };
const statusColumn = (role: ProjectRelation): Column => ({
  field: 'status',
  header: 'Status',
  sortable: true,
  render: (row) => <ProjectStatusChip status={row.status} type={row.type} role={role} />,
});
/** Spec 2 §2: the active phase runs from the publish date to the planned decision date (New York days). */
const activePhase: Column = {
  field: 'activePhase',
  header: 'Active Phase',
  hideOnPhone: true,
  render: (row) => `${formatDate(row.publishDate)} – ${formatDate(row.plannedDecisionDate)}`,
};
const createdAt: Column = {
  field: 'createdAt',
  header: 'Created At',
  hideOnPhone: true,
  sortable: true,
  render: (row) => formatDate(row.createdAt),
};

/**
 * Spec 2 §2 project list columns per role — buy side: Name, Project Types, Client, Owner, Type, Status, Created At;
 * supplier: Name (with a New badge), Project Types, Brokerage Firm, Type, Status, Active Phase; client: Name, Type,
 * Status, Created At. Names link and statuses read as the role sees them. Phones show the key columns only: Name,
 * Type and Status.
 */
export function projectColumns(role: ProjectRelation, options: ColumnOptions): readonly Column[] {
  const name = nameColumn(role, options);
  const status = statusColumn(role);
  if (role === 'SUPPLIER') return [name, projectTypes, brokerageFirm, type, status, activePhase];
  if (role === 'CLIENT') return [name, type, status, createdAt];
  return [name, projectTypes, client, owner, type, status, createdAt];
}
