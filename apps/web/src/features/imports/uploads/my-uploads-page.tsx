import { useMutation } from '@apollo/client/react';
import UploadIcon from '@mui/icons-material/Upload';
import { Button, Link } from '@mui/material';
import { formatDateTime } from '@shortlist/domain';
import { Link as RouterLink } from 'react-router';
import {
  DataTable,
  type DataTableColumn,
  RowAction,
  useDeleteConfirmation,
  usePagedQuery,
} from '../../../components/data-table';
import { ListPageLayout } from '../../../components/list-page-layout';
import type { QuestionImportsQuery } from '../../../gql/graphql';
import { DeleteQuestionImportDocument, QuestionImportsDocument } from '../imports-documents';
import { IMPORTS_PATHS, importQuestionsPath } from '../imports-paths';

type UploadRow = QuestionImportsQuery['questionImports']['results'][number];

/** Spec 1 §2: an upload is always a file of questions. */
const UPLOAD_TYPE = 'Questions';

const COLUMNS: DataTableColumn<UploadRow>[] = [
  {
    field: 'name',
    header: 'Name',
    render: (row) => (
      <Link component={RouterLink} to={importQuestionsPath(row.id)}>
        {row.name}
      </Link>
    ),
  },
  { field: 'type', header: 'Type', render: () => UPLOAD_TYPE },
  { field: 'uploadedAt', header: 'Uploaded At', render: (row) => formatDateTime(row.uploadedAt) },
];

/**
 * Spec 1 §2 /account/uploads My Uploads: the viewer's uploaded question files, newest first, with keyword search,
 * paging, delete (after a warning: the reviewed questions go with the file) and Upload to the import wizard.
 */
export function MyUploadsPage() {
  const { table, error, refetch } = usePagedQuery(QuestionImportsDocument, (data) => data.questionImports);
  const [deleteImport] = useMutation(DeleteQuestionImportDocument);
  const deletion = useDeleteConfirmation<UploadRow>({
    title: 'Delete Upload',
    message: (row) =>
      `Are you sure you want to delete ${row.name}? The file and the questions read from it will be deleted.`,
    remove: (row) => deleteImport({ variables: { id: row.id } }),
    deletedMessage: 'Upload has been deleted',
    onDeleted: refetch,
  });
  return (
    <ListPageLayout
      title="My Uploads"
      error={error}
      actions={
        <Button variant="contained" startIcon={<UploadIcon />} component={RouterLink} to={IMPORTS_PATHS.upload}>
          Upload
        </Button>
      }
    >
      <DataTable
        label="My Uploads"
        columns={COLUMNS}
        {...table}
        rowActions={(row) => <RowAction action="Delete" name={row.name} onClick={() => deletion.ask(row)} />}
      />
      {deletion.dialog}
    </ListPageLayout>
  );
}
