import DeleteIcon from '@mui/icons-material/Delete';
import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Stack, TableCell, TableRow, Tooltip } from '@mui/material';
import {
  type ClientTableCell,
  type ClientTableColumn,
  type ClientTableData,
  type ClientTableRow,
  removeRow,
} from '@shortlist/domain';
import { memo } from 'react';
import { CellValueInput } from '../table/cell-value-input';
import { cellLabel } from '../table/client-table-model';

/** Applies a change to a client table's data. */
export type TableDataUpdate = (update: (data: ClientTableData) => ClientTableData) => void;

/** The cell whose settings are open. */
export interface CellTarget {
  rowId: string;
  column: ClientTableColumn;
  rowIndex: number;
}

interface DesignRowProps {
  row: ClientTableRow;
  rowIndex: number;
  columns: ClientTableColumn[];
  errors: Readonly<Record<string, string>>;
  setCell: (rowId: string, columnId: string, cell: ClientTableCell) => void;
  update: TableDataUpdate;
  openSettings: (target: CellTarget) => void;
}

/**
 * One row of the design grid: each cell's content with its settings button, and Delete row. Memoised: typing in one
 * cell renders its row again, not the other 49.
 */
export const DesignRow = memo(function DesignRow({
  row,
  rowIndex,
  columns,
  errors,
  setCell,
  update,
  openSettings,
}: DesignRowProps) {
  return (
    <TableRow>
      {columns.map((column) => {
        const cell = row.cells[column.id];
        if (!cell) return <TableCell key={column.id} />;
        const label = cellLabel(column, rowIndex);
        return (
          <TableCell key={column.id} sx={{ verticalAlign: 'top' }}>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
              <CellValueInput
                cell={cell}
                label={label}
                error={errors[`rows.${row.id}.${column.id}`]}
                onChange={(next) => setCell(row.id, column.id, next)}
              />
              <Tooltip title="Cell settings">
                <IconButton
                  aria-label={`Settings of ${label}`}
                  onClick={() => openSettings({ rowId: row.id, column, rowIndex })}
                >
                  <SettingsIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </Stack>
          </TableCell>
        );
      })}
      <TableCell sx={{ verticalAlign: 'top' }}>
        <Tooltip title="Delete row">
          <IconButton
            aria-label={`Delete row ${rowIndex + 1}`}
            onClick={() => update((current) => removeRow(current, row.id))}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </TableCell>
    </TableRow>
  );
});
