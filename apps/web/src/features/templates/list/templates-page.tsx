import { useMutation } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import { Button, Link } from '@mui/material';
import { formatDate, TEMPLATE_MESSAGES } from '@shortlist/domain';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  DataTable,
  type DataTableColumn,
  RowAction,
  useDeleteConfirmation,
  usePagedQuery,
} from '../../../components/data-table';
import { ListPageLayout } from '../../../components/list-page-layout';
import { useAccess, useSession } from '../../../lib/session';
import { TemplateStatusControl } from '../status/template-status-control';
import { TemplateDialog } from '../template-dialog';
import { templateManagers } from '../templates-access';
import { DeleteProjectTemplateDocument, ProjectTemplatesDocument } from '../templates-documents';
import { templatePreviewPath, templateQuestionsPath } from '../templates-paths';
import type { TemplateRecord } from '../use-template';
import { TemplateFiltersBar } from './template-filters-bar';
import { NO_TEMPLATE_FILTER, templateFilterInput, templateOwner } from './template-list-filter';

/** A template opens on its questions when the viewer may work on them, otherwise on its preview (spec 3 §2). */
export const templatePath = (template: TemplateRecord) =>
  template.permissions.openQuestions ? templateQuestionsPath(template.id) : templatePreviewPath(template.id);

function templateColumns(companyId: string | undefined, onChanged: () => unknown): DataTableColumn<TemplateRecord>[] {
  return [
    {
      field: 'name',
      header: 'Name',
      sortable: true,
      render: (row) => (
        <Link component={RouterLink} to={templatePath(row)}>
          {row.name}
        </Link>
      ),
    },
    {
      field: 'status',
      header: 'Status',
      sortable: true,
      render: (row) => <TemplateStatusControl template={row} onChanged={onChanged} />,
    },
    { field: 'owner', header: 'Owner', render: (row) => templateOwner(row, companyId) },
    {
      field: 'createdAt',
      header: 'Created At',
      sortable: true,
      hideOnPhone: true,
      render: (row) => formatDate(row.createdAt),
    },
    {
      field: 'updatedAt',
      header: 'Updated At',
      sortable: true,
      hideOnPhone: true,
      render: (row) => formatDate(row.updatedAt),
    },
  ];
}

/**
 * Spec 3 §2 /templates: the company's templates and other firms' published ones, with search, the Status filter and
 * (for brokers) the company-only checkbox; Create Template opens a dialog, then the new template's questions.
 */
export function TemplatesPage() {
  const { profile } = useSession();
  const can = useAccess();
  const navigate = useNavigate();
  const [filter, setFilter] = useState(NO_TEMPLATE_FILTER);
  const [creating, setCreating] = useState(false);
  const { table, error, refetch, setState } = usePagedQuery(ProjectTemplatesDocument, (data) => data.projectTemplates, {
    variables: { filter: templateFilterInput(filter) },
    defaultSort: { field: 'name', direction: 'ASC' },
  });
  const [deleteTemplate] = useMutation(DeleteProjectTemplateDocument);
  const deletion = useDeleteConfirmation<TemplateRecord>({
    title: 'Delete Template',
    message: (row) => `Are you sure you want to delete the template ${row.name}?`,
    remove: (row) => deleteTemplate({ variables: { id: row.id } }),
    deletedMessage: TEMPLATE_MESSAGES.deleted,
    onDeleted: refetch,
  });

  return (
    <ListPageLayout
      title="Templates"
      error={error}
      actions={
        can(templateManagers) ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            Create Template
          </Button>
        ) : null
      }
    >
      <DataTable
        label="Templates"
        columns={templateColumns(profile?.company.id, refetch)}
        {...table}
        toolbar={
          <TemplateFiltersBar
            filter={filter}
            showCompanyOnly={profile?.type === 'BROKER'}
            onChange={(next) => {
              setFilter(next);
              setState({ ...table.state, page: 1 });
            }}
          />
        }
        rowActions={(row) =>
          row.permissions.delete ? (
            <RowAction action="Delete" name={row.name} onClick={() => deletion.ask(row)} />
          ) : null
        }
      />
      {creating ? (
        <TemplateDialog
          template={null}
          onClose={() => setCreating(false)}
          onSaved={(created) => void navigate(templateQuestionsPath(created.id))}
        />
      ) : null}
      {deletion.dialog}
    </ListPageLayout>
  );
}
