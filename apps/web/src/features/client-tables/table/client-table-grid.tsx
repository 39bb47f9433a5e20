import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ClientTableCell, ClientTableColumn, ClientTableData } from '@shortlist/domain';
import { CellValueInput } from './cell-value-input';
import { CellValueView } from './cell-value-view';
import { cellLabel } from './client-table-model';

interface ClientTableGridProps {
  /** The table's accessible name. */
  label: string;
  data: ClientTableData;
  /** Which columns' cells are edited here (none: read-only). */
  editable?: (column: ClientTableColumn) => boolean;
  /** Problems by 'rows.{rowId}.{columnId}'. */
  errors?: Readonly<Record<string, string>>;
  onCellChange?: (rowId: string, columnId: string, cell: ClientTableCell) => void;
}

/** A client table read (table preview, supplier preview) or filled in (client data page). */
export function ClientTableGrid({
  label,
  data,
  editable = () => false,
  errors = {},
  onCellChange,
}: ClientTableGridProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {data.columns.map((column) => (
              <TableCell key={column.id} sx={{ fontWeight: 600, minWidth: 160 }}>
                {column.title}
                {column.meta.clientResponse ? (
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    (client response)
                  </Typography>
                ) : null}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.rows.map((row, rowIndex) => (
            <TableRow key={row.id}>
              {data.columns.map((column) => {
                const cell = row.cells[column.id];
                if (!cell) return <TableCell key={column.id} />;
                return (
                  <TableCell key={column.id} sx={{ verticalAlign: 'top' }}>
                    {editable(column) && onCellChange ? (
                      <CellValueInput
                        cell={cell}
                        label={cellLabel(column, rowIndex)}
                        error={errors[`rows.${row.id}.${column.id}`]}
                        onChange={(next) => onCellChange(row.id, column.id, next)}
                      />
                    ) : (
                      <CellValueView cell={cell} />
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
