import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import type { ClientTableFieldsFragment } from '../../../gql/graphql';
import { ClientTableGrid } from '../table/client-table-grid';
import { tableDataOf } from '../table/client-table-model';

/** Spec 2 §9 table preview: the table as its readers see it, read-only. */
export function TablePreviewDialog({ table, onClose }: { table: ClientTableFieldsFragment; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>{`Table Preview: ${table.name}`}</DialogTitle>
      <DialogContent>
        <ClientTableGrid label={table.name} data={tableDataOf(table.data)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
