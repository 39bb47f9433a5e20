import { useMutation } from '@apollo/client/react';
import { Button, CircularProgress } from '@mui/material';
import { PROCEDURE_REPORT_TEXTS } from '@shortlist/domain';
import { useState } from 'react';
import { ReportDialog, type ReportScope } from './report-dialog';
import { GenerateClientTablesReportDocument, GenerateProcedureReportDocument } from './reports-documents';
import { useReportProgress } from './use-report-progress';

/** Spec 2 §7 Reports: opens the report dialog for the project (in a branch, or for a comparison). */
export function ExportReportButton(scope: ReportScope) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Export Report
      </Button>
      {open ? <ReportDialog scope={scope} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

/** Spec 2 §7 Client tables report (PDF), followed until the file downloads. */
export function ClientTablesReportButton({ projectId }: { projectId: string }) {
  const [generate] = useMutation(GenerateClientTablesReportDocument);
  const { start, pending } = useReportProgress();
  const exportReport = () =>
    start(async () => {
      const result = await generate({ variables: { projectId } });
      if (!result.data) throw new Error('No report');
      return result.data.generateClientTablesReport;
    });
  return (
    <Button
      variant="outlined"
      onClick={exportReport}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={16} aria-label="Generating the report" /> : undefined}
    >
      Export PDF
    </Button>
  );
}

/** Issue 38: the procedure report (PDF) of an RFP or RFI, for its owners, followed until the file downloads. */
export function ProcedureReportButton({ projectId }: { projectId: string }) {
  const [generate] = useMutation(GenerateProcedureReportDocument);
  const { start, pending } = useReportProgress();
  const exportReport = () =>
    start(async () => {
      const result = await generate({ variables: { projectId } });
      if (!result.data) throw new Error('No report');
      return result.data.generateProcedureReport;
    });
  return (
    <Button
      variant="outlined"
      onClick={exportReport}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={16} aria-label="Generating the procedure report" /> : undefined}
    >
      {PROCEDURE_REPORT_TEXTS.action}
    </Button>
  );
}
