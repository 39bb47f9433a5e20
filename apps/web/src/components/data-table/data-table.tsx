import {
  Box,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { MESSAGES, PAGE_SIZES, TABLE_SEARCH_DEBOUNCE_MS } from '@shortlist/domain';
import { type ReactNode, useEffect, useState } from 'react';
import { SearchField } from '../form';
import type { TableState } from './table-state';

/** On phones a table's page-size picker, range and arrows wrap instead of scrolling sideways. */
export const WRAPPING_PAGINATION_SX = {
  overflowX: 'hidden',
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', pl: { xs: 1, sm: 2 } },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
} as const;

export interface DataTableColumn<Row> {
  /** The sort field the server knows; also the key of the column. */
  field: string;
  header: string;
  sortable?: boolean;
  /** Hidden below the sm breakpoint, so a phone shows the key columns without scrolling the table. */
  hideOnPhone?: boolean;
  render: (row: Row) => ReactNode;
}

const PHONE_HIDDEN = { display: { xs: 'none', sm: 'table-cell' } } as const;
const cellSx = <Row,>(column: DataTableColumn<Row>) => (column.hideOnPhone ? PHONE_HIDDEN : undefined);

interface DataTableProps<Row extends { id: string }> {
  /** Names the table for assistive technology, e.g. 'Clients'. */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  total: number;
  loading?: boolean;
  state: TableState;
  onStateChange: (state: TableState) => void;
  /** Buttons of a row (edit, delete), shown in a last column. */
  rowActions?: (row: Row) => ReactNode;
  /** Filters and buttons shown beside the search box. */
  toolbar?: ReactNode;
  /** False hides the keyword search. */
  searchable?: boolean;
}

/**
 * A server-paged table (spec 1 §2): keyword search debounced by 100 ms, sortable headers, page sizes 10, 20 and 50,
 * and 'There are no entries to display' when empty. The caller owns the state and runs the query.
 */
export function DataTable<Row extends { id: string }>({
  label,
  columns,
  rows,
  total,
  loading = false,
  state,
  onStateChange,
  rowActions,
  toolbar,
  searchable = true,
}: DataTableProps<Row>) {
  const [keyword, setKeyword] = useState(state.keyword);
  useEffect(() => {
    if (keyword === state.keyword) return;
    const timer = setTimeout(() => onStateChange({ ...state, keyword, page: 1 }), TABLE_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [keyword, state, onStateChange]);

  const sortBy = (field: string) => {
    const direction = state.sort.field === field && state.sort.direction === 'ASC' ? 'DESC' : 'ASC';
    onStateChange({ ...state, sort: { field, direction }, page: 1 });
  };
  const columnCount = columns.length + (rowActions ? 1 : 0);

  return (
    <Paper variant="outlined">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2 }}>
        {searchable ? (
          <SearchField
            placeholder="Search"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            accessibleName={`Search ${label.toLowerCase()}`}
          />
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {toolbar}
      </Box>
      {loading ? <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} /> : <Box sx={{ height: 4 }} />}
      <TableContainer>
        <Table size="small" aria-label={label} sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell
                  key={column.field}
                  sx={cellSx(column)}
                  sortDirection={state.sort.field === column.field ? directionOf(state) : false}
                >
                  {column.sortable ? (
                    <TableSortLabel
                      active={state.sort.field === column.field}
                      direction={state.sort.field === column.field ? directionOf(state) : 'asc'}
                      onClick={() => sortBy(column.field)}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
              {rowActions ? <TableCell align="right">Actions</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 && !loading ? (
              <TableRow>
                <TableCell colSpan={columnCount} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {MESSAGES.noEntries}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((row) => (
                <TableRow key={row.id} hover>
                  {columns.map((column) => (
                    <TableCell key={column.field} sx={cellSx(column)}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                  {rowActions ? (
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {rowActions(row)}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, state.page - 1)}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_event, page) => onStateChange({ ...state, page: page + 1 })}
        onRowsPerPageChange={(event) => onStateChange({ ...state, pageSize: Number(event.target.value), page: 1 })}
        sx={WRAPPING_PAGINATION_SX}
      />
    </Paper>
  );
}

const directionOf = (state: TableState) => (state.sort.direction === 'ASC' ? 'asc' : 'desc');
