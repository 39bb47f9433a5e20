import { Button } from '@mui/material';
import { supplierExportPath } from '@shortlist/domain';
import { readOnBehalfChoice } from '../../lib/on-behalf';

/**
 * Spec 2 §6 MANAGE_BROKERS: supplier export to XLSX, a download the browser navigates to. A navigation carries no
 * on-behalf header, so an administrator's choice goes in the query (the server applies the header's rules to it).
 */
export function SupplierExportButton({ projectId }: { projectId: string }) {
  const choice = readOnBehalfChoice();
  const query = choice ? `?${new URLSearchParams({ onBehalfOf: choice.companyId })}` : '';
  return (
    <Button variant="outlined" href={`${supplierExportPath(projectId)}${query}`} download>
      Export
    </Button>
  );
}
