import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { SUPPLIER_MESSAGES } from '@shortlist/domain';
import type { ReactNode } from 'react';
import type { ProjectSupplier } from './supplier-model';
import { SupplierRow, type SupplierRowActions } from './supplier-row';

interface SuppliersTableProps {
  suppliers: readonly ProjectSupplier[];
  /** False in statuses where the suppliers no longer change: no actions. */
  editable: boolean;
  actions: SupplierRowActions;
  /** The Notes row action, for a user who keeps notes on suppliers (in every status). */
  onNotes?: (supplier: ProjectSupplier) => void;
  /** More actions of a row (the answers menu), in every status. */
  rowMenu?: (supplier: ProjectSupplier) => ReactNode;
}

/** Spec 2 §9 Suppliers table: title, status and action, in the order the server sorted (spec 2 §4). */
export function SuppliersTable({ suppliers, editable, actions, onNotes, rowMenu }: SuppliersTableProps) {
  if (suppliers.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">{SUPPLIER_MESSAGES.empty}</Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Suppliers">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }}>
              <Typography component="span" sx={visuallyHidden}>
                Details
              </Typography>
            </TableCell>
            <TableCell>Supplier</TableCell>
            <TableCell>Status</TableCell>
            {editable || onNotes || rowMenu ? <TableCell align="right">Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {suppliers.map((supplier) => (
            <SupplierRow
              key={supplier.id}
              supplier={supplier}
              editable={editable}
              actions={actions}
              onNotes={onNotes}
              menu={rowMenu?.(supplier)}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
