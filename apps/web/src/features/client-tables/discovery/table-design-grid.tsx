import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
} from '@mui/material';
import {
  addColumn,
  addRow,
  type ClientTableCell,
  type ClientTableColumn,
  type ClientTableData,
  canAddColumn,
  canAddRow,
  canDeleteColumn,
  removeColumn,
  withCell,
} from '@shortlist/domain';
import { useCallback, useState } from 'react';
import { cellLabel } from '../table/client-table-model';
import { CellSettingsDialog } from './cell-settings-dialog';
import { type CellTarget, DesignRow, type TableDataUpdate } from './design-row';

const newId = () => crypto.randomUUID();

interface TableDesignGridProps {
  data: ClientTableData;
  /** Applies a change to the data (stable, so that unchanged rows do not render again). */
  update: TableDataUpdate;
  /** Problems by field path (see clientTableProblems), shown once the user has tried to save. */
  errors: Readonly<Record<string, string>>;
}

/**
 * Spec 2 §5, §9 design mode: column titles, client-response switches, up to 4 columns ('Column {n}'; the only one
 * cannot be deleted) and 50 rows, each cell's content and its type and options.
 */
export function TableDesignGrid({ data, update, errors }: TableDesignGridProps) {
  const [settingsOf, setSettingsOf] = useState<CellTarget | null>(null);
  const setColumn = (columnId: string, patch: Partial<ClientTableColumn>) =>
    update((current) => ({
      ...current,
      columns: current.columns.map((column) => (column.id === columnId ? { ...column, ...patch } : column)),
    }));
  const setCell = useCallback(
    (rowId: string, columnId: string, cell: ClientTableCell) =>
      update((current) => withCell(current, rowId, columnId, cell)),
    [update],
  );
  const editedCell = settingsOf && data.rows.find((row) => row.id === settingsOf.rowId)?.cells[settingsOf.column.id];

  return (
    <>
      <TableContainer>
        <Table size="small" aria-label="Table design">
          <TableHead>
            <TableRow>
              {data.columns.map((column, index) => (
                <TableCell key={column.id} sx={{ minWidth: 200, verticalAlign: 'top' }}>
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                    <TextField
                      size="small"
                      value={column.title}
                      onChange={(event) => setColumn(column.id, { title: event.target.value })}
                      slotProps={{ htmlInput: { 'aria-label': `Title of column ${index + 1}` } }}
                      error={Boolean(errors[`columns.${column.id}.title`])}
                      helperText={errors[`columns.${column.id}.title`]}
                      fullWidth
                    />
                    <Tooltip title="Delete column">
                      <span>
                        <IconButton
                          aria-label={`Delete column ${index + 1}`}
                          disabled={!canDeleteColumn(data)}
                          onClick={() => update((current) => removeColumn(current, column.id))}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                  <FormControlLabel
                    label="Client response"
                    control={
                      <Switch
                        size="small"
                        checked={column.meta.clientResponse}
                        onChange={(event) => setColumn(column.id, { meta: { clientResponse: event.target.checked } })}
                      />
                    }
                  />
                </TableCell>
              ))}
              <TableCell aria-label="Row actions" />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.rows.map((row, rowIndex) => (
              <DesignRow
                key={row.id}
                row={row}
                rowIndex={rowIndex}
                columns={data.columns}
                errors={errors}
                setCell={setCell}
                update={update}
                openSettings={setSettingsOf}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button onClick={() => update((current) => addColumn(current, newId))} disabled={!canAddColumn(data)}>
          Add Column
        </Button>
        <Button onClick={() => update((current) => addRow(current, newId))} disabled={!canAddRow(data)}>
          Add Row
        </Button>
      </Stack>
      {settingsOf && editedCell ? (
        <CellSettingsDialog
          label={cellLabel(settingsOf.column, settingsOf.rowIndex)}
          cell={editedCell}
          onApply={(cell) => setCell(settingsOf.rowId, settingsOf.column.id, cell)}
          onClose={() => setSettingsOf(null)}
        />
      ) : null}
    </>
  );
}
