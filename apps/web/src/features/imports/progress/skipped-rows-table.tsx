import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { QuestionImportRecord } from '../use-question-import';

/** Spec 3 §4 Import: each row of the file that could not be read, with its sheet, row number and reason. */
export function SkippedRowsTable({ rows }: { rows: QuestionImportRecord['skippedRows'] }) {
  return (
    <>
      <Typography variant="h6" component="h2">
        Rows that could not be read ({rows.length})
      </Typography>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Rows that could not be read">
          <TableHead>
            <TableRow>
              <TableCell>Row</TableCell>
              <TableCell>Sheet</TableCell>
              <TableCell>Reason</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={`${row.sheet}\u0000${row.row}`}>
                <TableCell>{row.row}</TableCell>
                <TableCell>{row.sheet}</TableCell>
                <TableCell>{row.reason}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
