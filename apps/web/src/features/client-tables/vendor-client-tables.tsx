import { useQuery } from '@apollo/client/react';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { VendorClientTablesDocument } from './client-tables-documents';
import { ClientTableGrid } from './table/client-table-grid';
import { tableDataOf } from './table/client-table-model';

/** Spec 2 §4: the client tables marked visible to vendor, read-only on the supplier's project preview. */
export function VendorClientTables({ projectId, hash }: { projectId: string; hash: string | null | undefined }) {
  const { data } = useQuery(VendorClientTablesDocument, { variables: { projectId, hash: hash ?? null } });
  const tables = data?.vendorClientTables ?? [];
  if (tables.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-label="Client Tables">
      <CardContent>
        <Typography component="h2" variant="h6" gutterBottom>
          Client Tables
        </Typography>
        <Stack spacing={3}>
          {tables.map((table) => (
            <Stack key={table.id} spacing={1}>
              <Typography component="h3" variant="subtitle1">
                {table.name}
              </Typography>
              <ClientTableGrid label={table.name} data={tableDataOf(table.data)} />
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
