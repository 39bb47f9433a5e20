import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import { Button, Link, Typography } from '@mui/material';
import { VENDOR_PROFILE_ERROR_CODES } from '@shortlist/domain';
import { useCallback, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { TableState } from '../../../components/data-table';
import { DataTable } from '../../../components/data-table';
import { ListPageLayout } from '../../../components/list-page-layout';
import { errorCode } from '../../../lib/errors';
import { useAccess, useSession } from '../../../lib/session';
import { VendorProfileMissed } from '../components/vendor-profile-missed';
import { ProjectsDocument } from '../projects-documents';
import { PROJECTS_PATHS } from '../projects-paths';
import { projectColumns } from '../search/project-columns';
import { ProjectFiltersBar } from '../search/project-filters-bar';
import { defaultProjectRole } from '../search/project-link';
import {
  EMPTY_FILTER,
  listRole,
  type ProjectSearchFilter,
  readProjectSearch,
  toProjectFilter,
  writeProjectSearch,
} from '../search/project-search-params';

/**
 * Spec 2 §2 project list: filters and paging kept in the query string, the role's columns (default: the user's own
 * role), Create Project with MANAGE_PROJECT_STATE.
 */
export function ProjectsSearchPage() {
  const can = useAccess();
  const { profile } = useSession();
  const canCreate = can('MANAGE_PROJECT_STATE');
  const [params, setParams] = useSearchParams();
  const [resets, setResets] = useState(0);
  const search = readProjectSearch(params);
  const defaultRole = defaultProjectRole(profile?.type);
  const role = listRole(search.filter, defaultRole);
  const { data, previousData, loading, error } = useQuery(ProjectsDocument, {
    variables: {
      pagination: { page: search.table.page, pageSize: search.table.pageSize, sort: search.table.sort },
      filter: toProjectFilter(search, defaultRole),
    },
    fetchPolicy: 'cache-and-network',
  });
  const page = (data ?? previousData)?.projects;
  const rows = page?.results ?? [];

  const onTableChange = useCallback(
    (table: TableState) => setParams(writeProjectSearch({ table, filter: readProjectSearch(params).filter })),
    [params, setParams],
  );
  const onFilterChange = (filter: ProjectSearchFilter) =>
    setParams(writeProjectSearch({ table: { ...search.table, page: 1 }, filter }));
  const filtered = search.table.keyword !== '' || JSON.stringify(search.filter) !== JSON.stringify(EMPTY_FILTER);

  if (errorCode(error) === VENDOR_PROFILE_ERROR_CODES.missed) {
    return (
      <ListPageLayout title="Projects">
        <VendorProfileMissed />
      </ListPageLayout>
    );
  }

  return (
    <ListPageLayout
      title="Projects"
      error={error}
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} component={RouterLink} to={PROJECTS_PATHS.wizard}>
            Create Project
          </Button>
        ) : null
      }
    >
      <DataTable
        // A new key after Reset so the search box forgets its typed keyword.
        key={resets}
        label="Projects"
        columns={projectColumns(role, { canViewDashboard: can('VIEW_DASHBOARD') })}
        rows={rows}
        total={page?.total ?? 0}
        loading={loading}
        state={search.table}
        onStateChange={onTableChange}
        toolbar={
          <ProjectFiltersBar
            filter={search.filter}
            role={role}
            onChange={onFilterChange}
            onReset={() => {
              setResets((count) => count + 1);
              setParams(new URLSearchParams());
            }}
          />
        }
      />
      {!loading && !error && rows.length === 0 && !filtered ? (
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {canCreate ? (
            <>
              You have no projects yet.{' '}
              <Link component={RouterLink} to={PROJECTS_PATHS.wizard}>
                Create your first project
              </Link>
            </>
          ) : (
            'You have no projects yet.'
          )}
        </Typography>
      ) : null}
    </ListPageLayout>
  );
}
