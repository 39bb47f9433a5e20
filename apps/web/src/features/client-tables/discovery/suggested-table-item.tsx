import { Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import type { AiSearchRecord } from '../../ai';
import { tableDataOf } from '../table/client-table-model';

export type SuggestedTable = AiSearchRecord['clientTables'][number];

/** A row's label: its first column's text, when it has one. */
function rowLabels(table: SuggestedTable): string[] {
  const data = tableDataOf(table.data);
  const first = data.columns[0];
  if (!first) return [];
  return data.rows.flatMap((row) => {
    const cell = row.cells[first.id];
    return cell?.value.type === 'text' && cell.value.content.trim() ? [cell.value.content.trim()] : [];
  });
}

/** Spec 2 §3 Search (AI) DISCOVERY: a suggested table with its columns and row labels, and Add table. */
export function SuggestedTableItem({ table, onAdd }: { table: SuggestedTable; onAdd: () => Promise<boolean> }) {
  const [busy, setBusy] = useState(false);
  const columns = tableDataOf(table.data).columns.map((column) => column.title || 'Untitled column');
  const rows = rowLabels(table);
  const add = async () => {
    setBusy(true);
    await onAdd();
    setBusy(false);
  };
  return (
    <Card variant="outlined" component="li" aria-label={table.name}>
      <CardContent>
        <Typography component="h3" variant="subtitle1">
          {table.name}
        </Typography>
        <Typography variant="body2">Columns: {columns.join(', ') || '—'}</Typography>
        {rows.length > 0 ? <Typography variant="body2">Rows: {rows.join(', ')}</Typography> : null}
        {table.source ? (
          <Typography variant="caption" color="text.secondary">
            Based on {table.source}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions>
        <Button size="small" variant="outlined" disabled={busy} onClick={add} aria-label={`Add table ${table.name}`}>
          Add table
        </Button>
      </CardActions>
    </Card>
  );
}
